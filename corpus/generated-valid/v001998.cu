// cudagen 0.1 seed 1998 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,struct,struct_methods,if,bitwise,shift,comparison,incdec,pointer_arith,member_access,array_index,method_call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 5
#define WARPS_2 32
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 1
#else
#define TUNE_5 51
#endif

__global__ void spread6(int n7, float* buf8, double q9)
{
	float z10 = ((int)(RADIUS_1 * threadIdx.z)) + (22 - (*buf8));
	long* w11 = static_cast<long*>(nullptr);
	q9 = ((~(*w11)) % w11[blockDim.x & 7]) * q9;
	w11[n7] = threadIdx.x ^ n7;
	n7 = 17;
	double idx12 = n7 - ((n7 + (*w11)) << threadIdx.y);
}

template <typename T, class U>
__global__ void relax13(T* out14, int len15)
{
	int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid16 >= len15) {
		return;
	}
	if ((tid16 + (sizeof(T) * tid16)) <= ((*out14) * TUNE_5)) {
		if ((*out14) < 38ul) {
			return;
		}
		out14[len15 & 7] = threadIdx.y;
	}
	len15--;
}

struct Stats17 {
	int sum18, hi19;
	int hi20;
	int hi21;
	__host__ __device__ int bump22() const
	{
		return hi20;
	}
};

int main()
{
	int len23 = 3998;
	Stats17 v24 = Stats17{6, 5, 45, len23};
	relax13<unsigned int, double><<<(len23 + 31) / 32, WARPS_2, sizeof(double) * 128, nullptr>>>((unsigned int*)nullptr, v24.bump22());
	spread6<<<0b10, 0b1000 * 16>>>((double)((float)v24.hi21), nullptr, 3.25);
	v24.hi20++;
	len23 = v24.hi20 % v24.hi20;
	return 0;
}
