// cudagen 0.1 seed 306 invalid:kernel_friend_definition
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,device_noinline,host_device_function,host_function,default_args,main,managed_var,constexpr_var,auto_var,enum,namespace,if,switch,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_statement,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 5
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 56
#endif

__device__ __noinline__ int filter5(float beta6 = -12.125F)
{
	if ((beta6 * beta6) < gridDim.y) {
		goto skip7;
	}
	switch ((unsigned int)beta6) {
	case 5:
		beta6 /= beta6;
		beta6 = (((beta6 - 2) + 53) <= 0x2DU) ? ((((float)beta6) <= 34) ? (sizeof(unsigned int)) : threadIdx.y) : ((double)((float)threadIdx.x));
		break;
	case 0:
		break;
	case sizeof(unsigned int):
		break;
	default:
		break;
	}
skip7:;
	return ((threadIdx.x != blockIdx.x) && (35 < (threadIdx.x >> blockIdx.z))) ? threadIdx.x : 31;
}

namespace math8 {
__managed__ unsigned int m_tally9 = sizeof(float) * (TUNE_4 + 4);
enum Axis10 { SLOW11, ADD12, IDLE13, MUL14 };

__host__ __device__ void kick15(unsigned short b16, int len17, int stride18 = 4320)
{
	if ((stride18 + b16) == b16) {
		return;
	}
	b16--;
	auto stride19 = -1.25f;
}
} // namespace math8

__global__ void warp20_kernel(unsigned int p21, const int* src22)
{
	if (((threadIdx.x << 0x0) / (math8::m_tally9 & 0x34)) > (1874UL / math8::m_tally9)) {
		ACCUM_2(p21, (filter5() ^ (math8::m_tally9 + (threadIdx.y + 0x11))));
	}
	p21 = RADIUS_1;
	math8::m_tally9++;
	filter5(src22[math8::m_tally9]);
	if (filter5() <= TUNE_4) {
		return;
	}
}

__device__ __forceinline__ int kick23(int stride24, float beta25)
{
	int k26 = 02547;
	k26 = filter5(filter5());
	if ((math8::m_tally9 <= threadIdx.z) || ((beta25 >= beta25) && (beta25 < k26))) {
		float hi27{19.875f};
		auto w28 = 23.75f;
	}
	return (beta25 + (stride24 >> k26)) - filter5();
}

void check_sweep29(int n30)
{
	double tmp31 = float(math8::m_tally9);
	n30 += math8::m_tally9;
	math8::m_tally9 = 2137;
	if ((math8::m_tally9 >= n30) && (n30 != n30)) {
		return;
	}
	if (n30 == n30) {
		return;
	}
	warp20_kernel<<<(math8::m_tally9 + 63) / 0x40, 16 * 16, sizeof(float) * 256, 0>>>(0x21lu, &n30);
	math8::kick15(unsigned(0x8felu - math8::m_tally9), math8::m_tally9 * math8::m_tally9);
}
struct Holder33 {
    int v;
    friend __global__ void friend_kernel34(int *p) { p[0] = 1; }
};

int main()
{
	int len32 = 1556;
	if ((math8::m_tally9 >= 0x1b) || (math8::m_tally9 != math8::ADD12)) {
		return math8::m_tally9;
	}
	warp20_kernel<<<dim3(math8::ADD12, sizeof(unsigned int) * 128), (512)>>>(float((float)9.625f), nullptr);
	return 0;
}
