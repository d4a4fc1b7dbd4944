// cudagen 0.1 seed 613 invalid:launch_bounds_with_maxnreg
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,host_function,main,shared_var,static_shared,constexpr_var,local_array,enum_class,namespace,if,for,ternary,compound_assign,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,macro_object
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define BLOCK_SIZE_2 64

__global__ void smooth3(const int *in4, int stride5, const int *src6) {
	int i7 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i7 >= stride5) {
		return;
	}
	(stride5--, (stride5 <<= ((i7 == blockIdx.x) ? i7 : (016 + stride5)) + stride5));
	unsigned cnt8 = i7;
	unsigned prod9(stride5);
	static __shared__ int sh_10[16];
}

namespace math11 {
template <typename T, int N>
__global__ void __maxnreg__(128) smooth12(T *out13, float *acc14) {
	out13[0]--;
	out13[blockIdx.x] += out13[blockDim.z];
	for (int j15 = 0, j16 = BLOCK_SIZE_1 + 4; j15 < j16; (++j15, (--j16))) {
		int flag17 = (acc14[gridDim.y] += *acc14, 016ULL) + (+acc14[j15]);
		int t18 = (flag17 += N, (j15 << threadIdx.x)) + ((N) * (*out13));
		acc14[gridDim.x] = threadIdx.x;
	}
	out13[0] = BLOCK_SIZE_1;
}
enum class Mode19 : unsigned int { Idle20, Fast21 };
} // namespace math11

template <class T, class U>
__device__ T split22(const U *in23, bool b24) {
	float h25 = in23[threadIdx.x] * blockIdx.x;
	if ((unsigned int)blockIdx.x) {
		return 41;
	}
	h25++;
	h25 *= (-h25) * (h25 += BLOCK_SIZE_2, 6UL);
	for (int it26 = 8; it26 > 0; --it26) {
		(++h25, (h25 *= (it26 << (5u * b24)) + it26));
	}
	unsigned s27[7]{6u, 11, 53lu, '"', 28L, 18, 4073ULL};
	return *in23;
}

double run_blend28(int count29, float cfg30, int n31) {
	--count29;
	math11::smooth12<long, 6><<<(BLOCK_SIZE_1 + 248), 1 << 010>>>((long*)nullptr, &cfg30);
	n31 = ((((-cfg30) <= BLOCK_SIZE_1) ? cfg30 : count29) > cfg30) ? ((cfg30 + 1958) * (n31 >> 2)) : (n31 - n31);
	count29 -= count29;
	return 21.75;
}
__global__ void __launch_bounds__(256) __maxnreg__(64) bounded_kernel34(int *p)
{
    p[threadIdx.x] = 0;
}

int main(void) {
	int count32 = 3911;
	smooth3<<<(count32 + 255) / 256, (BLOCK_SIZE_1 + 24) * BLOCK_SIZE_1, (1024)>>>(&count32, '\0' * (count32 + 3998U), &count32);
	cudaStream_t h33 = nullptr;
	count32 = (int)run_blend28((15u), count32 * 23.125F, BLOCK_SIZE_1);
	return 0;
}
