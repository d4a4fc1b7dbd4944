// cudagen 0.1 seed 333 invalid:thread_local_device_var
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,device_template_function,main,managed_var,shared_var,static_shared,constexpr_var,const_local,if,range_for,static_assert,ternary,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 16
#define WARPS_2 (16)
#define NUM_ITERS_3 4
#define HALF_4(x) ((x) / 2)
#define LOW_BITS_5(x) ((x) & 0xF)
#define CAT_6(a, b) a##b
#undef WARPS_2
#define WARPS_2 24
__device__ void fuse7(int *data8) {
	(*data8)--;
	const int val9 = 652;
	(*data8) = *data8;
	size_t val10 = data8[1];
	val10 = sizeof(double);
	data8[1] = 8;
	float stride11 = data8[4];
}
__managed__ int m_pack12 = 54l;
// Computes one element per thread.
static __global__ void merge13(int *buf14) {
	m_pack12 = m_pack12;
	m_pack12 = m_pack12;
	int q15 = 55 | buf14[m_pack12 & 7];
}
__global__ void march16(int len17, const float *input18, double cfg19) {
	__shared__ double sh_20[32];
	len17++;
}
__managed__ int m_score21[4];
__global__ void lerp22(size_t *out23, int lane24, const double *input25) {
	for (auto &w26 : m_score21) {
		--m_score21[2];
		static __shared__ int sh_27[64];
	}
	out23[m_pack12 & 7] = ((lane24 >= (-m_pack12)) ? ((out23 == nullptr) ? m_score21[0] : m_pack12) : (2U + input25[lane24 & 7])) / (m_score21[2] - lane24);
	fuse7(reinterpret_cast<int*>(out23));
}
__device__ __forceinline__ void sift28(float *dst29, int len30, float p31) {
	__shared__ unsigned int sh_32[256];
	m_pack12 = static_cast<int>(+HALF_4(sh_32[2]));
	p31 = CAT_6(len, 30);
	sh_32[len30] = 39;
}
template <typename T>
__device__ int probe33(T *buf34, unsigned int alpha35, unsigned short *buf36) {
	if (static_cast<T>((*buf34) / 127) > (m_pack12 - buf34[m_pack12])) {
		float r37(buf34[5]);
		if (buf36[6] == m_score21[alpha35]) {
			r37 = -42LL;
			static_assert(3 == 3);
			alpha35 = r37 - static_cast<T>(CAT_6(alpha, 35) | alpha35);
		}
	}
	return WARPS_2;
}
__device__ thread_local int tl_var40;
int main() {
	int n38 = 2848;
	int hi39 = CAT_6(n, 38);
	(n38++, (n38 = CAT_6(hi, 39)));
	lerp22<<<sizeof(int) * 128, dim3((n38 + 63) / 0b1000000, (hi39 + 127) / 0200), sizeof(float) * 32>>>(nullptr, m_score21[3], nullptr);
	m_pack12 = m_pack12;
	++m_score21[hi39 & 3];
	merge13<<<(2), 8 * 16, 4096, (cudaStream_t)0>>>(&m_pack12);
	march16<<<(n38 + 31) / 32, sizeof(unsigned int) * (NUM_ITERS_3 + (NUM_ITERS_3 + 24)), 0, nullptr>>>(CAT_6(n, 38) + (WARPS_2 + hi39), nullptr, n38);
	return 0;
}
