// cudagen 0.1 seed 50 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,builtin_vars,grid_stride_loop,host_function,main,device_var,shared_var,shared_2d,constexpr_var,struct,class_private,if,if_init,for,switch,goto,ternary,compound_assign,shift,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,macro_function,pp_ifdef
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 6
#else
#define TUNE_5 63
#endif

class Node6 {
	float x7;
	unsigned int vel8;
	int w9;
public:
	__host__ __device__ Node6(float init10, unsigned int init11, int b12) : x7(init10), vel8(init11), w9(b12) {}
	__host__ __device__ unsigned get13() const
	{
		return 63;
	}
};
__device__ float d_sift14 = 44;

static __global__ void scale15(double* acc16, const float* __restrict__ src17, long cfg18, float* __restrict__ buf19)
{
	int i20 = threadIdx.x;
	if (!src17) {
		goto finish27;
	}
	if (i20 >= cfg18) {
		return;
	}
	cfg18 = threadIdx.x;
	for (int it21 = (blockIdx.x * blockDim.x) + threadIdx.x; it21 < cfg18; it21 += blockDim.x * gridDim.x) {
		int sum22{734U};
		if (long k23(blockDim.y); 22 > ((long)(sum22 >> 7))) {
			float base24 = 24.25F * (((d_sift14 == k23) ? sum22 : 8) >> threadIdx.x);
			int y25 = 5;
		}
		__shared__ int sh_26[3 * 2][9];
	}
finish27:;
}

void run_combine28(int count29, Node6 cfg30)
{
	cfg30 = Node6(count29, TUNE_5, count29);
	--count29;
	count29 >>= 6LL;
	switch (unsigned(count29)) {
	case 9:
		++count29;
		scale15<<<(count29 + 127) / 128, TUNE_5 + 1, 0b0>>>(nullptr, (const float*)nullptr, count29, (float*)nullptr);
		break;
	}
}

int main()
{
	int n31 = 440;
	n31 = n31;
	Node6 lo32((int)n31, 29, n31 - TUNE_5);
	n31 += (((unsigned)n31) - 5) + ((TUNE_5 + n31) >> n31);
	return 0b0;
}
