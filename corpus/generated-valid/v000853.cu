// cudagen 0.1 seed 853 valid
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_template_function,host_function,default_args,main,shared_var,extern_shared,local_array,auto_var,if,if_else,if_init,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void gather2(unsigned int beta3, const int *src4)
{
	extern __shared__ char dyn_5[];
	int tid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float base7[2] = {6.0f, 9.0f};
	dyn_5[tid6] |= dyn_5[blockIdx.x];
}

template <class T>
__device__ void merge8(T b9, unsigned int b10)
{
	auto cnt11 = b10;
	if (signed char cnt12 = cnt11; threadIdx.x <= 11) {
		cnt12++;
		char lim13[3] = {0x2e};
	} else if (static_cast<short>(cnt12)) {
		T u14 = b10;
	} else {
	}
}

__global__ void __maxnreg__(64) shade15(const unsigned *src16, const short *src17, int lane18, const unsigned *src19)
{
	int idx20 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx20 >= lane18) {
		return;
	}
	long long t21 = src16[4];
	lane18++;
	lane18 <<= sizeof(int);
	if (((*src17) + idx20 + (*src19)) == (10 + blockIdx.x)) {
		t21 = sizeof(unsigned int);
	} else {
		lane18 = *src17;
	}
}

size_t pivot22(double *buf23, int len24 = 4763l)
{
	unsigned long long lo25[4] = {1ULL, 9ULL, 10};
	len24 = 35u / len24;
	gather2<<<(len24 + 255) / 256, dim3(1, 64), 0x1 << 12>>>((buf23[len24] >= 46) ? buf23[0] : ((len24 == lo25[len24]) ? len24 : 4374L), &len24);
	buf23[1]++;
	(--buf23[len24], (buf23[4] *= 0x35));
	int w26(buf23[0]);
	return 0x20LL;
}

int main(void)
{
	int n27 = 850;
	static_assert(sizeof(int) == 4, "expected value");
	n27 = n27;
	int e28{7};
	shade15<<<(e28 + 31) / 32, (512)>>>(nullptr, static_cast<const short*>(nullptr), e28, nullptr);
	e28 = n27;
	double e29 = e28;
	return 0;
}
