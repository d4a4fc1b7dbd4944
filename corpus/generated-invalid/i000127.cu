// cudagen 0.1 seed 127 invalid:macro_too_many_args
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,host_function,main,shared_var,extern_shared,constexpr_var,struct,struct_template,if,compound_assign,bitwise,comparison,incdec,comma,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,cast_c,cast_functional,macro_function,pp_ifdef
#include "prelude.cuh"

#define SCALE_23(a, b) ((a) * (b))
#define LOW_BITS_1(x) ((x) & 0xF)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))

#ifdef USE_FAST_PATH_3
#define TUNE_4 8
#else
#define TUNE_4 39
#endif

template <typename T, int N>
__global__ void __launch_bounds__(256) sift5(T a6, double b7, double beta8)
{
	extern __shared__ long dyn_9[];
	b7++;
	a6 -= (LOW_BITS_1(dyn_9[3]) - ((char)dyn_9[3])) + (21.875F * b7);
	T e10 = (b7 - (b7 += N, beta8)) + MAX2_2(float(a6), b7);
	if ((dyn_9[1] & 13) != 6) {
		return;
	}
	++beta8;
}

template <typename T>
struct Particle11 {
	T vel12;
	unsigned int count13;
	__host__ __device__ T total14() const
	{
		Particle11<T> lo15 = Particle11<T>{};
		return (7 * vel12) + (21.375 + count13);
	}
};

void check_relax16(int n17, Particle11<float> p18)
{
	int k19 = +(((int)p18.vel12) * 0x2);
	sift5<long, 0x5><<<0x200, TUNE_4 + (TUNE_4 + (TUNE_4 + 139)), 0, (cudaStream_t)0>>>((k19 - p18.count13) ^ (k19 + 58), MAX2_2((unsigned int)k19, 32), 44);
	if (n17 != (k19 + n17)) {
		return;
	}
	n17 = n17;
}

int main()
{
	int count20 = 2266;
	count20 = SCALE_23(count20, 2, 3);
	count20 &= 0xBA8;
	count20 &= count20;
	sift5<long, ((0x1))><<<(count20 + 0b11111111) / 256, 32, 0x0, 0>>>(count20, (float)(count20 - count20), 33L);
	Particle11<float> z21 = Particle11<float>{};
	bool res22(((int)(0xcUL - count20)) * count20);
	return 0x0;
}
