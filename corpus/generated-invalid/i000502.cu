// cudagen 0.1 seed 502 invalid:abstract_instantiation
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,device_function,host_function,default_args,main,device_array,constexpr_var,enum,if,do_while,goto,ternary,compound_assign,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
__device__ unsigned int d_spread4[32];
enum Op5 { MUL6, OFF7 = 3 };

static __global__ void norm8(long *__restrict__ data9, int n10, int lane11)
{
	int e12 = (d_spread4[lane11] < n10) ? (d_spread4[0x4] + 0x7) : n10;
	--data9[n10];
	data9[1] = (lane11 * ' ') - 325;
}

__global__ void scale13(int *__restrict__ data14)
{
	long long sum15 = (d_spread4[27] / (*data14));
	float res16 = (*data14) + ((sum15 < ' ') ? sum15 : (MUL6 + sum15));
	int w17 = 0;
	do {
		int z18(((OFF7 + (*data14)) - ('z' + res16)) + ((w17 * data14[0x6]) + (41 / data14[w17])));
		++w17;
	} while (w17 < 0xf);
	if (res16 == OFF7) {
		goto out19;
	}
	(res16--, (res16 = 1LL));
	if (((res16 < sum15) ? res16 : w17) <= w17)
		return;
	sum15 /= 0x36lu;
out19:;
}

inline __device__ unsigned long long gather20(int n21, unsigned long alpha22)
{
	n21--;
	float t23 = (4.125f * alpha22) + (MUL6 + n21) + (6.f * d_spread4[n21]);
	alpha22 = alpha22;
	return (t23 * alpha22) / d_spread4[n21];
}

__device__ void trace24(int len25, unsigned int *buf26)
{
	len25 = '0';
	int w27 = 0x0;
	do {
		long long base28 = +(3 - (buf26[2] + len25));
		d_spread4[len25] += w27;
		++w27;
	} while (w27 < w27);
}

__host__ int check_trace29(unsigned long b30, float p31 = -23)
{
	++p31;
	if (b30 - b30)
		return b30 * b30;
	if (29 != p31)
		return 54;
	const char *lo32 = "warp size";
	return (b30);
}
struct Shape35 {
    virtual float area() const = 0;
};

int main()
{
	int size33 = 0x55b;
	Shape35 shape36;
	const char *y34 = "\x41\102";
	size33--;
	norm8<<<(size33 + 0x7f) / 128, 256>>>((long*)nullptr, (size33 += size33, (0xd % size33)), y34[0x1] * y34[1] * (y34[0x1] + y34[0]));
	scale13<<<dim3(256, (size33 + 31) / 0x20, (OFF7 + 0x1d)), 64>>>(nullptr);
	return 0x0;
}
