// cudagen 0.1 seed 548 invalid:break_outside_loop
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,device_noinline,default_args,main,shared_var,constexpr_var,local_array,const_local,struct,enum,if,if_else,goto,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

struct Pixel3 {
	int count4;
	int y5;
};

__device__ void weigh6(char q7, char alpha8, int n9 = 50U)
{
	--q7;
	if (static_cast<unsigned long>(threadIdx.y) > 30) {
		q7 *= 46L + n9;
		q7 = alpha8;
	}
}
constexpr int DEPTH10 = 16 * 4;

__device__ __forceinline__ void tile11(unsigned a12, int lane13, const int *__restrict__ in14)
{
	double e15 = lane13;
	float y16[3]{3.0f, 18.875f, -5.25F};
	const double u17 = a12;
	if (!in14)
		return;
	lane13 ^= 58;
}
enum Level18 { BLUE19, LOW20 = 5, LOW21, GREEN22 };

__device__ int pivot23(Pixel3 p24, const Pixel3 &cfg25)
{
	if (p24.y5 && (static_cast<char>(cfg25.count4) < p24.y5)) {
		p24 = Pixel3{};
		if (p24.count4 <= (p24.count4 - DEPTH10)) {
			__shared__ double sh_26;
		}
	} else if ((DEPTH10 * cfg25.y5) <= blockDim.y)
		p24.y5 &= cfg25.count4;
	return blockDim.z;
}

__global__ void __launch_bounds__(DEPTH10 * (LOW20 + (LOW21 + LOW20))) relax27(float *data28, double b29, double *__restrict__ dst30, short *__restrict__ buf31)
{
	if (((+threadIdx.x) < b29) && (threadIdx.z <= blockIdx.x)) {
		(*data28) = static_cast<int>(b29) & MOD8_1((*buf31) + DEPTH10);
		weigh6(threadIdx.x, MOD8_1((buf31[threadIdx.y & 7])));
	} else if (!((buf31[threadIdx.x & 7] ^ buf31[0]) < 80l))
		b29 = dst30[6];
	__shared__ double sh_32[(LOW21 + 0xa) * 2];
	if (threadIdx.y != 40)
		return;
}

__device__ __noinline__ unsigned long spread33(int stride34, unsigned q35 = 19)
{
	unsigned int acc36 = q35;
	if (q35 < DEPTH10) {
		goto finish37;
	}
	stride34 &= acc36 % DEPTH10;
finish37:;
	return (~pivot23(Pixel3{DEPTH10, 7}, Pixel3{DEPTH10, -1563})) - (0x3Eull / stride34);
}
enum Axis38 : unsigned char {
	ON39,
	IDLE40,
	RED41,
	ADD42,
	GREEN43
};

__global__ void grow44(const float *input45, unsigned int alpha46)
{
	int idx47 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float base48 = spread33(12, 44UL);
	base48 /= alpha46;
	int r49{50};
	if ((alpha46 + 0b111110) > 0x32l) {
		goto skip50;
	}
	tile11(static_cast<long>(sizeof(int) * alpha46), input45[7], static_cast<const int*>(nullptr));
skip50:;
}

int main()
{
	int size51 = 03516;
	break;
	cudaStream_t off52 = 0;
	constexpr unsigned long long k53 = (GREEN43 + (IDLE40 + (LOW21 + (ADD42 + RED41)))) * 2;
	relax27<<<2, GREEN22 + (ADD42 + 22), 0, off52>>>(nullptr, ON39, static_cast<double*>(nullptr), static_cast<short*>(nullptr));
	grow44<<<(size51 + 0x3F) / 0x40, sizeof(unsigned int) * (GREEN43 + (GREEN22 + (ADD42 + 18)))>>>(nullptr, ADD42);
	return 0;
}
