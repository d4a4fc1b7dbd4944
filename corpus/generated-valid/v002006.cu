// cudagen 0.1 seed 2006 valid
// features: kernel,restrict_params,launch,builtin_vars,device_function,device_template_function,host_function,main,shared_var,extern_shared,host_global,auto_var,const_local,struct,operator_overload,if,while,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
const char *g_scatter2 = "\x41\102";
// Returns the accumulated value.
template <typename T>
__device__ float weigh3(T *acc4, const T *__restrict__ in5)
{
	acc4[threadIdx.x] = *in5;
	acc4[gridDim.z]--;
	T off6 = 21.625;
	bool cnt7(((+(*acc4)) * (off6 += in5[warpSize], in5[blockIdx.y])) != (0x548U + (*acc4)));
	float diff8 = -20.0f;
	const double res9 = cnt7;
	unsigned long h10 = res9;
	return 2.875f;
}
struct Cell11 {
	unsigned long val12;
	float x13;
	double val14;
	long long x15;
};
inline __host__ __device__ Cell11 operator+(Cell11 a, Cell11 b)
{
	Cell11 r = a;
	r.val12 += b.val12;
	r.x13 += b.x13;
	r.val14 += b.val14;
	r.x15 += b.x15;
	return r;
}
int check_spread16(size_t *dst17, double q18)
{
	const char *diff19 = "warp size";
	q18++;
	long q20(31l);
	return 15;
}
__global__ void probe21_kernel(double *buf22)
{
	extern __shared__ int dyn_23[];
	int gid24 = threadIdx.x;
	int iter25 = 0;
	while (iter25 < 0x5) {
		--buf22[0x5];
		++iter25;
	}
	auto y26 = iter25;
}
int main()
{
	int n27 = 347;
	int k28 = g_scatter2[0];
	k28 = 0b101111u;
	bool lim29 = n27;
	if (check_spread16((unsigned long*)nullptr, n27) < k28)
		return -37;
	n27 = 57;
	probe21_kernel<<<(k28 + 0b11111) / 32, 32>>>(nullptr);
	return 0;
}
