// cudagen 0.1 seed 2315 valid
// features: kernel,launch,launch_stream,device_function,device_noinline,static_device_function,host_function,main,device_var,constexpr_var,local_array,static_local,typedef,if,switch,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
__global__ void lerp3_kernel(int stride4, int lane5)
{
	if (lane5) {
		stride4 = stride4;
		stride4++;
		int acc6[6] = {};
	}
}
__global__ void march7(short* dst8, unsigned int* dst9, const float* coef10, float* buf11)
{
	if (((int)buf11[3]) > 59) {
		goto finish13;
	}
	dst9[1] = *buf11;
	buf11[2] += (((unsigned int)buf11[0]) - 1626UL) & dst8[7];
	if ((*dst9) == sizeof(int)) {
		if (buf11 == nullptr) {
			return;
		}
		constexpr float lo12 = 015;
	}
finish13:;
}
static __device__ __noinline__ unsigned weigh14(int count15, int len16, const unsigned int* src17)
{
	unsigned val18[6] = {};
	if (count15 == val18[1]) {
		goto skip19;
	}
	count15 >>= (((val18[count15] << val18[2]) >= 39) ? static_cast<unsigned char>(57) : count15) + 805;
	val18[4]--;
skip19:;
	return sizeof(int);
}
typedef unsigned long idx20_t;
__global__ void tally21(unsigned long* acc22, short* buf23)
{
	switch (*acc22) {
	case 0:
		break;
	default:
		(*acc22) += *acc22;
		break;
	}
	float h24[7] = {3.0f, 38l, static_cast<float>(-5L), 5.0f};
	if ((*buf23) - buf23[6]) {
		double lim25[5] = {9.0, static_cast<double>(11.), 3651};
	}
	h24[5] *= -32;
	int m26 = *acc22;
}
void run_tally27(int n28, double* dst29)
{
	static long long off30 = 9;
	int f31 = (12 >> (n28 - off30));
	f31 = f31 << 4;
	n28 = n28;
	float k32 = n28 + dst29[1];
}
static __device__ int d_march33;
__global__ void combine34_kernel(const short* in35, int stride36)
{
	if (((stride36 * in35[2]) & 1)) {
		return;
	}
	++stride36;
	d_march33 &= ((long)sizeof(unsigned char)) << ((stride36 - sizeof(unsigned int)) + (59ULL * (*in35)));
	if (d_march33 == (*in35)) {
		return;
	}
	stride36 = (float)7.5f;
	stride36 = (((*in35) * in35[stride36 & 7]) >= sizeof(int)) ? ((52L & (*in35)) * 18) : ((stride36 > stride36) ? static_cast<int>(in35[d_march33]) : (((*in35) != (*in35)) ? d_march33 : d_march33));
}
__host__ double host_tile37(const float* in38, int count39)
{
	combine34_kernel<<<1, 32>>>(nullptr, *in38);
	int off40 = count39;
	if ((-in38[count39]) < count39) {
		return static_cast<double>(17ull + count39);
	}
	tally21<<<256, 32>>>(nullptr, static_cast<short int*>(nullptr));
	count39 ^= (off40 | count39) + 43 + (14 - off40);
	--off40;
	return 16.875f;
}
int main()
{
	int n41 = 2050;
	cudaStream_t y42 = 0;
	march7<<<1 << 6, 32 * 8>>>((short*)nullptr, static_cast<unsigned int*>(nullptr), static_cast<const float*>(nullptr), (float*)nullptr);
	static float stride43 = -15.375f;
	lerp3_kernel<<<(n41 + 0177) / 128, sizeof(int) * 32>>>((((n41 < stride43) ? 51 : stride43) == stride43) ? (444l) : (53UL & n41), 3 + stride43);
	return 0;
}
