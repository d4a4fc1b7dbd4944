// cudagen 0.1 seed 261 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_shared_mem,builtin_vars,host_function,main,shared_var,extern_shared,anon_namespace,if,goto,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof
#include "prelude.cuh"

__global__ void __maxnreg__(128) scale1(const long* in2, const int* coef3, short* acc4, unsigned int* buf5)
{
	int gid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
	++buf5[0b100];
	if ((acc4[gridDim.x] >= (*in2)) && (gid6 == in2[0]))
		return;
	unsigned y7 = (((*in2) != gid6) ? (*acc4) : 45) ? 063 : 7ull;
	y7 = (unsigned char)in2[gid6];
}

namespace {
__global__ void fuse8_kernel(int n9, const int* in10)
{
	int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int diff12 = idx11;
	int flag13(-50);
	diff12 = warpSize;
}

__host__ void run_count14(double* buf15)
{
	(*buf15)--;
	--(*buf15);
	if (((unsigned long long)(*buf15)) > buf15[5])
		return;
	if (buf15[4] < (*buf15)) {
		goto skip16;
	}
	fuse8_kernel<<<256, 32 * 0b1000>>>(buf15[2], reinterpret_cast<const int*>(buf15));
	buf15[3] = (59 * (buf15[5] - (*buf15))) - (-(buf15[5] - (*buf15)));
	--buf15[2];
skip16:;
}

template <typename T, typename U>
__global__ void pack17_kernel(T* data18, T b19, float* buf20)
{
	extern __shared__ float dyn_21[];
	unsigned int gid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
	++b19;
	int e23 = dyn_21[gridDim.x];
}
} // namespace

int main()
{
	int len24 = 06637;
	(--len24, (len24 = len24));
	float prod25 = len24;
	float e26 = prod25;
	e26 = 4933 & (len24 + len24);
	unsigned short flag27{static_cast<unsigned short>((signed char)e26)};
	scale1<<<64, 512>>>(nullptr, &len24, (short int*)nullptr, nullptr);
	pack17_kernel<unsigned, unsigned><<<(2), sizeof(unsigned int) * 64, 1024>>>((unsigned*)nullptr, prod25, &e26);
	return 0;
}
