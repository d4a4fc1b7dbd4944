// cudagen 0.1 seed 146 invalid:device_call_from_host
// features: kernel,launch_bounds,launch,device_function,main,shared_var,local_array,struct,struct_methods,operator_overload,if,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,sizeof,macro_object,macro_statement
#include "prelude.cuh"

#define WARPS_1 16
#define RADIUS_2 32
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

inline __device__ void grow4(int len5)
{
	--len5;
	__shared__ float sh_6;
	long long lo7 = 13;
}

struct Vec8 {
	float x9;
	float w10;
	float mass11;
};

struct Vec12 {
	int lo13;
	int mass14;
	__host__ __device__ void get15(long hi16)
	{
		lo13 = sizeof(int);
	}
	__host__ __device__ void norm17(double tmp18)
	{
		mass14 = tmp18;
	}
};

inline __host__ __device__ Vec12 operator+(Vec12 a, Vec12 b)
{
	Vec12 r = a;
	r.lo13 += b.lo13;
	r.mass14 += b.mass14;
	return r;
}

__global__ void __launch_bounds__(256, 4) split19(double cfg20, int *dst21, int stride22, double b23)
{
	unsigned char mid24[6] = {};
	stride22 = dst21[stride22];
	(*dst21) = b23;
}

int main(void)
{
	int size25 = 1217;
	grow4((size25 += 35, size25));
	if ((size25 % size25) >= 15ul)
		return 33 << size25;
	split19<<<1 << 0b1, RADIUS_2>>>(1.75F - size25, &size25, size25 - (size25), 067);
	size25++;
	(--size25, (size25 = (52u - size25) - (size25 << size25)));
	return 0;
}
