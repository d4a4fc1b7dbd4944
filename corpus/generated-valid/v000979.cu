// cudagen 0.1 seed 979 valid
// features: kernel,kernel_static,launch,launch_dim3,builtin_vars,device_function,host_function,main,device_var,device_array,constant_var,host_global,auto_var,const_local,namespace,for,switch,switch_fallthrough,goto,compound_assign,shift,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define CHUNK_2 64
#define CHUNK_3 5
#define LOW_BITS_4(x) ((x) & 0xF)
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 13
#else
#define TUNE_8 60
#endif
int g_merge9[] = {28ll, u8'z', 29, 40};

static __global__ void grow10_kernel(const float* src11, const float* coef12) {
	unsigned int idx13 = threadIdx.x;
	switch (idx13) {
	case 3:
	case 5 * 2:
		break;
	case 4: {
		unsigned long long f14 = idx13;
		f14 -= ((int)threadIdx.x) * LOW_BITS_4(f14);
		break;
	}
	}
	int q15 = 58;
}
__constant__ int c_probe16 = '#';
__device__ int d_weigh17;

namespace gpu18 {
__device__ int d_norm19[64] = {46, 10, '\101', -6};

__device__ int combine20(const float* in21) {
	const float off22 = 11u;
	if (c_probe16) {
		goto done23;
	}
	++d_weigh17;
done23:;
	return 13;
}
} // namespace gpu18

inline int host_sift24(int n25, double* data26) {
	for (int i27 = 0; i27 < n25; ++i27) {
		grow10_kernel<<<dim3(0x2, (n25 + 63) / 64), CHUNK_3 + (CHUNK_3 + 22)>>>(nullptr, (const float*)nullptr);
	}
	dim3 val28 = dim3((n25 + 31) / 32);
	const unsigned short sum29 = (49 * (data26[0x6] + 18)) + data26[n25];
	int* v30 = g_merge9;
	return (0x34lu << n25);
}

int main() {
	int count31 = 3368;
	auto diff32 = static_cast<unsigned long>(030 * count31);
	for (int i33 = 0; i33 < 16; i33 += 0x1) {
		grow10_kernel<<<dim3(256, (i33 + 255) / 0x100), (CHUNK_3 + 27) * (CHUNK_3 + 3)>>>(static_cast<const float*>(nullptr), (const float*)nullptr);
	}
	grow10_kernel<<<CHUNK_3 + 3, dim3((count31 + 127) / 0x80)>>>(nullptr, static_cast<const float*>(nullptr));
	count31 -= host_sift24(69L, nullptr);
	return 0;
}
