// cudagen 0.1 seed 490 invalid:lambda_as_kernel_template_arg
// features: kernel,launch_bounds,grid_constant,launch,launch_shared_mem,builtin_vars,device_function,device_noinline,static_device_function,host_function,constexpr_function,default_args,main,constexpr_var,const_local,static_local,struct,operator_overload,aligned_struct,namespace,if,while,static_assert,ternary,shift,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define WARPS_1 256
#define WARPS_2 128
#define WARPS_3 16
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))

static __device__ __noinline__ int bump5(int lane6 = 11)
{
	++lane6;
	const double m7 = (47 > (warpSize + ((int)lane6))) ? lane6 : ((lane6 >> 1) * lane6);
	static_assert(016 == 0b1110);
	return lane6;
}

__global__ void __launch_bounds__((WARPS_2 + 384)) trace8_kernel(long q9, int stride10, float *acc11)
{
	if ((stride10 + q9) == 11L)
		return;
	int w12 = 0;
	while (w12 < 12) {
		(--acc11[1], (q9 = bump5()));
		if ((+warpSize) != (-acc11[q9])) {
			int r13 = 18 * ((stride10 / stride10) - ((w12 < WARPS_3) ? stride10 : WARPS_3));
			bump5(44);
		}
		++w12;
	}
}

struct __align__(16) Sample14 {
	float x15;
	int y16;
	unsigned int vel17;
};

inline __host__ __device__ Sample14 operator+(Sample14 a, Sample14 b)
{
	Sample14 r = a;
	r.x15 += b.x15;
	r.y16 += b.y16;
	r.vel17 += b.vel17;
	return r;
}

constexpr int check_bump18(int lane19)
{
	lane19 = (lane19) * lane19;
	return 34;
}

struct __align__(8) Sample20 {
	bool vel21;
	int hi22;
	float z23;
};

__host__ __device__ Sample20 operator+(Sample20 a, Sample20 b)
{
	Sample20 r = a;
	r.hi22 += b.hi22;
	r.z23 += b.z23;
	return r;
}

inline float run_scatter24(int len25, float alpha26)
{
	double m27{20};
	const char *base28 = "path\\to";
	if (alpha26 <= 53)
		return alpha26;
	return WARPS_1;
}

namespace ops29 {
__global__ void combine30(int *out31, const long *in32, const unsigned long *input33, __grid_constant__ const Sample20 b34)
{
	int tid35 = (blockIdx.x * blockDim.x) + threadIdx.x;
	out31[blockIdx.x] = bump5((*in32) * out31[tid35]) % bump5();
	(out31[6]--, (out31[2] = in32[tid35]));
	if (!b34.vel21)
		return;
}
} // namespace ops29
template <typename F>
__global__ void apply_kernel39(F f, int *p)
{
    p[threadIdx.x] = f(threadIdx.x);
}

int main()
{
	int n36 = 3040;
	auto op40 = [](int x) { return x * 2; };
	apply_kernel39<<<1, 32>>>(op40, nullptr);
	ops29::combine30<<<8, 0b1000000 * 010, sizeof(double) * 64>>>(static_cast<int*>(nullptr), static_cast<const long*>(nullptr), (const unsigned long*)nullptr, Sample20{false, 9, 14.5f});
	if ((n36 - n36) >= n36)
		return 59u;
	unsigned long r37 = 061;
	r37 = n36 + MAX2_4(n36, check_bump18(r37));
	static unsigned int f38 = 53l;
	trace8_kernel<<<WARPS_3 + 240, (WARPS_3 + 16)>>>(run_scatter24(35ull, n36), static_cast<unsigned long>(r37 / r37), nullptr);
	return 0;
}
