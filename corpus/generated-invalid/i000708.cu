// cudagen 0.1 seed 708 invalid:warning_directive
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,enum_class,if,goto,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,macro_function,macro_statement,pp_undef
#include "prelude.cuh"

#warning this configuration is experimental
#define RADIUS_1 16
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef RADIUS_1
#define RADIUS_1 48
__global__ void __launch_bounds__((RADIUS_1 + 80)) sift5(double *__restrict__ acc6, const float *input7)
{
	int tid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	bool e9{false};
	acc6[blockIdx.y] = (57lu * e9) % RADIUS_1;
	if ((*input7) == 31ul) {
		return;
	}
	if ((e9 > acc6[tid8]) && e9) {
		goto finish10;
	}
	--acc6[4];
	acc6[4] = (5 - input7[4]) - (ADD3_3(*input7, warpSize, e9) * (blockDim.x + 11.25F));
	e9 = (acc6[tid8] += *acc6, warpSize) < 41;
finish10:;
}
__global__ void rank11(int stride12)
{
	extern __shared__ int dyn_13[];
	int idx14 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx14 >= stride12) {
		return;
	}
	dyn_13[idx14] = MAX2_2(-dyn_13[0x6], dyn_13[threadIdx.y]) * stride12;
	++dyn_13[1];
	const int *lo15 = nullptr;
}
enum class State16 : unsigned int { On17, Green18 = 4 };
static void run_shade19(unsigned q20, int n21, State16 alpha22)
{
	q20 = (n21 + 3 + (64 + q20)) % q20;
	n21 = n21;
	State16 hi23 = alpha22;
}
__global__ void lerp24(long *__restrict__ acc25)
{
	++acc25[gridDim.x];
	acc25[blockDim.x] = threadIdx.x;
	float lim26(gridDim.y);
	if (threadIdx.x) {
		goto done27;
	}
	(*acc25) = acc25[3];
	lim26 = RADIUS_1;
	(*acc25)++;
done27:;
}
unsigned run_warp28(int count29, State16 q30)
{
	count29 = ((count29 / count29) + RADIUS_1);
	lerp24<<<2, 8 * 16>>>((long*)nullptr);
	float mid31(RADIUS_1);
	return count29;
}
int main(void)
{
	int len32 = 0x9c5;
	len32--;
	len32 = 2816;
	float u33 = len32;
	int val34(u33);
	sift5<<<dim3((RADIUS_1 + (RADIUS_1 + 416)), (val34 + 255) / 256, (RADIUS_1 + 208)), 128>>>(nullptr, &u33);
	rank11<<<(0x40), 0x200>>>(MAX2_2(len32, u33) / (27 - u33));
	return 0;
}
