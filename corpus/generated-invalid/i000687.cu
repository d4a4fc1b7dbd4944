// cudagen 0.1 seed 687 invalid:virtual_constructor
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,static_device_function,host_function,default_args,main,constexpr_var,if,if_else,if_init,for,do_while,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
// NOTE: keep in sync with the host reference.
static __device__ __forceinline__ int drift3(int* acc4, int len5 = 0b10000)
{
	constexpr unsigned int r6 = 0x30;
	float off7 = 47 - (((*acc4) >= r6) ? 13.25f : (r6 - threadIdx.x));
	len5 += 61;
	for (int i8 = 0; i8 < 12; ++i8) {
		if (off7 > (acc4[i8] - 61)) {
			off7 /= 21.625F;
			acc4[5] = static_cast<int>(sizeof(unsigned) + off7);
		}
	}
	return ((r6 >> (*acc4)) + (871ULL * len5));
}
static __global__ void split9_kernel(unsigned char* dst10)
{
	int idx11 = threadIdx.x;
	(*dst10) = blockDim.z;
	dst10[0x3] |= ((*dst10) += 15u, 3219) >> int(*dst10);
	(*dst10) /= (idx11 % 26L) ? static_cast<float>(L'z') : idx11;
	for (int it12 = 0; it12 < 0x4; it12 += 3) {
		(++(*dst10), (dst10[2] = (53 > static_cast<int>(warpSize + blockDim.x)) ? 37 : (((*dst10) >= threadIdx.x) ? ((*dst10) += threadIdx.x, it12) : (CAT_2(idx, 11) + 28U))));
		unsigned int e13 = 18 * (idx11);
	}
	int q14 = 0x4UL;
}
void check_accum15(signed char p16, float* buf17, int len18 = 0x32)
{
	ACCUM_1(len18, (((p16 == 40) ? (CAT_2(p, 16) - len18) : (49 - len18)) + 3'869l));
	split9_kernel<<<dim3((len18 + 63) / 64, (len18 + 0x3f) / 64, (4)), 4 * 16>>>(reinterpret_cast<unsigned char*>(buf17));
	if (unsigned long idx19 = ((long long)p16) / 36; ((idx19 += p16, len18) << ((buf17[0x5] == 0b111000) ? p16 : 18)) == p16) {
		split9_kernel<<<dim3(128, 4), 4 * 16, sizeof(int) * 256>>>(nullptr);
		len18 = buf17[idx19];
		dim3 mid20 = dim3(1 << 6);
	}
}
struct Node_26 {
    virtual Node_26() {}
};
int main()
{
	int count21 = 2857;
	cudaStream_t s22 = (cudaStream_t)0;
	count21 = (((count21 - 30) + count21) != (count21 + 'z')) ? sizeof(long) : 12;
	if (int e23 = 0b1111; (count21) < e23) {
		int pass24 = 0;
		do {
			split9_kernel<<<1, 512, 0>>>(nullptr);
			++pass24;
		} while (pass24 < 15);
	} else {
		float flag25 = e23;
	}
	return 0;
}
