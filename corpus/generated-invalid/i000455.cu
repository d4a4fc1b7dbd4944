// cudagen 0.1 seed 455 invalid:kernel_pack_not_last
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,shared_var,shared_2d,static_shared,constexpr_var,local_array,const_local,if,for,goto,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b

template <typename T>
__global__ void fold4_kernel(T a5, const T* coef6) {
	a5 = 17.5;
	a5 = (((((*coef6) >= 50l) ? 5u : 38U) & (threadIdx.z * 19)) <= 22) ? MAX2_1(a5, (a5 += 16U, a5)) : 17.75f;
	const double lim7 = a5;
	a5 = ((threadIdx.x + 0x2ULL) - 0xaUL) % (27 + (threadIdx.x - 01360L));
	float hi8 = (blockDim.y + sizeof(T)) - ((lim7 <= 45) ? gridDim.x : 6);
}

__device__ unsigned short tile9(int lane10) {
	__shared__ float sh_11[6][3];
	if (((lane10 - 14l) & 0x1)) {
		goto done14;
	}
	for (int i12 = lane10; i12 > 0; --i12) {
		long long mid13[4] = {};
		static_assert(42 > 41, "bad config");
	}
done14:;
	return 7ul;
}

__global__ void march15(const float* __restrict__ coef16, unsigned int* dst17) {
	int tid18 = threadIdx.x;
	dst17[0x5] *= ((47 * tid18) % 0x17) >> (tid18 - (threadIdx.x - tid18));
	static __shared__ int sh_19[8];
	__shared__ double sh_20[sizeof(float) * 64];
	dst17[tid18] = ~tile9(dst17[tid18] << blockIdx.z);
	__shared__ float sh_21[256];
	sh_20[tid18 & 255] *= *dst17;
}

float host_tile22(int* dst23, short q24) {
	if (10 > ((*dst23) & (*dst23))) {
		goto out28;
	}
	if (57 == (~CAT_3(q, 24))) {
		(*dst23) ^= (((('\a' <= (*dst23)) && ((*dst23) > dst23[4])) ? (+q24) : q24) <= (q24 / (*dst23))) ? (~(q24 >> 0x0)) : (q24 += dst23[q24], 2017);
		fold4_kernel<unsigned int><<<(256), 0x20>>>(64, (const unsigned int*)nullptr);
	}
	for (int i25 = 0, j26 = 017; i25 < j26; (++i25, (--j26))) {
		if ((q24 * i25) == 2)
			break;
		constexpr bool w27 = 0;
	}
	(*dst23)--;
out28:;
	return q24;
}
template <typename... Args, typename T>
__global__ void pack_kernel32(T t, Args... args)
{
}

int main() {
	int count29 = 2165;
	for (int i30 = 0, j31 = 4; i30 < j31; (++i30, (--j31)))
		host_tile22(&count29, 0x1eL);
	march15<<<(count29 + 0x1F) / 32, 512, 1024, nullptr>>>(nullptr, nullptr);
	return 0;
}
