// cudagen 0.1 seed 69 valid
// features: kernel,kernel_extern_c,launch,launch_dim3,launch_shared_mem,host_device_function,main,constant_var,constant_array,shared_var,extern_shared,host_global,constexpr_var,struct,struct_methods,if,static_assert,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,cast_static,sizeof,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 4
#else
#define TUNE_5 34
#endif
#undef TUNE_5
#define TUNE_5 12

struct Node6 {
	int hi7;
	int lo8;
	int weight9;
};
__constant__ double c_march10[2] = {49ul, 0b11010U};

__global__ void accum11(int lane12, long *data13, unsigned int *dst14) {
	(*dst14) = 5L;
	lane12 = dst14[lane12 & 7];
	--lane12;
	++data13[lane12];
}

__host__ __device__ unsigned long long sift15(int count16, float alpha17, unsigned int q18) {
	alpha17 = alpha17;
	float s19 = TUNE_5;
	return static_cast<unsigned>(2356);
}
__constant__ float c_update20 = 19.0f;
int g_scatter21[] = {54, -17L, 4737, 24};

extern "C" __global__ void pack22(int *out23, int n24, int *out25, int len26) {
	extern __shared__ float dyn_27[];
	n24 = ((36 * out25[len26 & 7]) ^ (n24 + len26));
	__shared__ short sh_28;
	if ((c_march10[len26] == sh_28) && (c_update20 >= c_march10[1]) && ((25 != c_update20) && ((*out23) >= 38ul))) {
		float tmp29 = (sift15(out23[0b11], -3.75f, 5) - TUNE_5) ^ (sift15(*out23, sh_28, dyn_27[len26]) << 0);
		static_assert(7 == 7);
	}
	out23[0] = sh_28;
}
__constant__ long c_warp30 = 49;

struct Bounds31 {
	int id32;
	double z33;
	unsigned char mass34;
	__host__ __device__ unsigned char bump35() const {
		return sift15(sift15(12, id32, 27), (sizeof(int)), 63);
	}
	__host__ __device__ void mix36(int val37) {
		constexpr unsigned u38 = (3 * 0b111);
		if (id32 >= TUNE_5) {
			return;
		}
	}
};

int main() {
	int n39 = 435;
	g_scatter21[3] = n39;
	Bounds31 e40 = {10, -8.75, ' '};
	pack22<<<(TUNE_5 + (TUNE_5 + 8)), dim3(1 << 4, (0b1000000), 4 * 2), sizeof(float) * 64>>>(g_scatter21, (g_scatter21[n39] << e40.id32) * (e40.mass34), g_scatter21, static_cast<float>(14.125f - n39));
	accum11<<<dim3(2, sizeof(float) * 2), dim3(1 << 2, 1, sizeof(int) * 32), 0>>>(unsigned(1782ul) / sift15(42, e40.mass34, n39), nullptr, nullptr);
	return 0;
}
