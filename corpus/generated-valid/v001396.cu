// cudagen 0.1 seed 1396 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,device_function,device_forceinline,host_function,main,device_array,managed_var,shared_var,extern_shared,constexpr_var,local_array,const_local,namespace,if,for,goto,nested_block,ternary,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_init_capture,lambda_launch,macro_object,macro_function,macro_paste,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define RADIUS_2 32
#define CHUNK_3 (64)
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define HALF_5(x) ((x) / 2)
#define CAT_6(a, b) a##b
#undef CHUNK_3
#define CHUNK_3 2

namespace img7 {
__device__ int smooth8(int stride9, double p10) {
	if (stride9 == CHUNK_3) {
		return (stride9 * CAT_6(stride, 9));
	}
	__shared__ size_t sh_11;
	__shared__ int sh_12[128];
	stride9 = p10;
	double x13 = 5.75f * sh_12[sh_11];
	return 58 + (sh_11 % sh_11);
}

unsigned int check_smooth14(int len15) {
	--len15;
	len15 = (((len15 << 0x1) == len15) ? HALF_5(len15) : len15) + len15;
	if (len15 <= len15) {
		return (int)len15;
	}
	float stride16[7] = {};
	return ((len15 != 19) ? len15 : len15) << len15;
}
} // namespace img7

__device__ __forceinline__ float shade17(const float *in18, const float *src19) {
	int t20{12L};
	for (int n21 = 4; n21 > 0; --n21) {
		t20++;
	}
	const float val22 = src19[t20];
	--t20;
	t20 = CAT_6(t, 20) % t20;
	return ADD3_4(t20, (unsigned int)53, (4759ul - CAT_6(val, 22)) + (sizeof(float) - (*in18)));
}
__managed__ bool m_bump23[16];

__global__ void __launch_bounds__(1024, CHUNK_3 + CHUNK_3) warp24(int lane25, int count26, const float *coef27, const int *input28) {
	extern __shared__ float dyn_29[];
	{
		int v30 = count26;
		float lo31[3] = {static_cast<float>((19 >= v30) ? dyn_29[6] : RADIUS_2), 1045};
	}
	for (int it32 = 14; it32 > 0; --it32) {
		if (count26 != lane25) {
			return;
		}
	}
	dyn_29[lane25] = (count26 >= 19ll) ? ((*input28) ? m_bump23[lane25] : dyn_29[count26]) : RADIUS_2;
	count26 = -(HALF_5(dyn_29[count26]));
}
__managed__ float m_pack33 = 41;
__device__ int d_combine34[32];

namespace impl35 {
int probe36(long long p37, float beta38) {
	int idx39 = m_pack33;
	warp24<<<(idx39 + 255) / 0x100, 256>>>(m_pack33, HALF_5(beta38), &beta38, &idx39);
	float e40 = 5.125f;
	unsigned prod41 = 0x33lu;
	if (CAT_6(beta, 38) <= idx39) {
		goto skip42;
	}
	p37++;
	warp24<<<(4), NUM_ITERS_1 + 224>>>((float)(m_bump23[prod41] / idx39), m_pack33 + ADD3_4(p37, m_bump23[p37], sizeof(float)), &m_pack33, &idx39);
skip42:;
	return (long)CHUNK_3;
}
} // namespace impl35

__global__ void __launch_bounds__((RADIUS_2 + RADIUS_2)) spread43(int *data44, const float *src45, int lane46) {
	++(*data44);
	unsigned char base47 = m_bump23[lane46];
	int off48 = HALF_5(lane46);
}

void check_sweep49(int stride50, int count51, int n52) {
	m_pack33 = HALF_5(n52 >> (m_bump23[stride50] * sizeof(float)));
	stride50 = count51;
	spread43<<<0x2, NUM_ITERS_1 + 480>>>(&stride50, (const float*)nullptr, HALF_5(+count51));
	long long *t53 = nullptr;
	if (stride50 != m_bump23[12]) {
		goto out54;
	}
	warp24<<<(count51 + 255) / 256, RADIUS_2 + 480>>>(48, stride50, &m_pack33, &stride50);
	(*t53) = (count51 + 4752 + CAT_6(n, 52)) >> 13;
	warp24<<<1 << 0x7, (256)>>>(CHUNK_3, t53[2] - 3, &m_pack33, (const int*)nullptr);
out54:;
}

int main() {
	int size55 = 1475;
	size55 = 0x3;
	m_pack33 = 55ull;
	warp24<<<(size55 + 0xFF) / 256, 1 << 8>>>(ADD3_4(m_bump23[14], size55, m_bump23[size55]) - ADD3_4(m_bump23[size55], 1, m_pack33), CHUNK_3, (const float*)nullptr, &size55);
	auto step58 = [acc56 = int(m_bump23[size55])](int w57) {
		spread43<<<512, sizeof(float) * 64, 0>>>(nullptr, &m_pack33, 27ul);
	};
	step58(m_bump23[9]);
	spread43<<<sizeof(unsigned int) * (CHUNK_3 + 2), 32, sizeof(float) * 256>>>(&size55, &m_pack33, m_bump23[5] - 28U);
	bool val59 = m_bump23[7] > m_bump23[size55];
	return 0;
}
