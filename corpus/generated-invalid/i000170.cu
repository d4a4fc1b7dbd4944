// cudagen 0.1 seed 170 invalid:launch_bounds_on_device_function
// features: kernel,launch,launch_shared_mem,launch_stream,host_function,main,struct,if,nested_block,ternary,bitwise,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
__global__ void warp4_kernel(float* dst5)
{
	if (dst5[4] == int(*dst5)) {
		return;
	}
	long long mid6 = (3211);
	double lo7 = 9 + (mid6 + (*dst5));
	if (dst5[mid6 & 7] != 55) {
		return;
	}
	mid6 = dst5[3];
}
// NOTE: keep in sync with the host reference.
struct Stats8 {
	int hi9, sum10;
	unsigned int w11;
	int sum12;
};
__global__ void pack13_kernel(int n14, float* buf15)
{
	Stats8 base16 = {2393, n14, static_cast<unsigned int>(n14), 2402U};
	base16 = Stats8{};
	(++(*buf15), (buf15[n14 & 7] = (1126) + ((base16.sum10 ^ 843U) - (*buf15))));
}
/* Returns the accumulated value. */
__global__ void drift17_kernel(int* acc18, int* dst19, int* buf20, const unsigned char* coef21)
{
	dst19[1] = ~(buf20[1] += *buf20, (-acc18[4]));
	{
		Stats8 off22 = {3402, static_cast<int>(int(*dst19)), unsigned(buf20[3] * 36), int(1 & dst19[6])};
		off22 = off22;
	}
	(--dst19[5], (dst19[2] = buf20[1]));
}
long host_pack23(int len24, int count25)
{
	if (len24 <= len24) {
		return 4682;
	}
	cudaStream_t res26 = (cudaStream_t)0;
	return (count25 > len24) ? (-(-45)) : len24;
}
__device__ int __launch_bounds__(256, 2) bounded_helper30(int x)
{
    return x + 1;
}
int main()
{
	int len27 = 1989;
	int flag28 = 2u - ((len27 - 26) & (len27 + CAT_3(len, 27)));
	warp4_kernel<<<512, (512), sizeof(float) * 64>>>(nullptr);
	drift17_kernel<<<(32), (128), sizeof(int) * 256>>>(&flag28, (int*)nullptr, &len27, nullptr);
	int cnt29{3829};
	pack13_kernel<<<4, (256), 256 * 4>>>(((short)42) - ((float)flag28), nullptr);
	return 0;
}
