// cudagen 0.1 seed 972 valid
// features: kernel,launch,builtin_vars,host_device_function,main,local_array,const_local,if,for,ternary,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_string,lit_string_prefix,lit_nullptr,cast_c,sizeof,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__global__ void relax2(const unsigned int *coef3, int stride4)
{
	int i5 = threadIdx.x;
	long val6 = 20 + stride4;
	val6 = (float)val6;
}

__global__ void sweep7_kernel(int *data8, int count9, int len10, unsigned char *dst11)
{
	int idx12 = threadIdx.x;
	for (int it13 = 0x0; it13 < len10; ++it13) {
		(*data8) = ((3091ll * idx12) + (count9));
		const short s14 = count9;
	}
	const unsigned off15 = (((data8[len10] == dst11[6]) ? sizeof(unsigned) : data8[1]) + 3317) - idx12;
	int t16{28};
}

__host__ __device__ void relax17(const unsigned long long *input18, int *acc19)
{
	unsigned lim20[4] = {};
	size_t x21 = ((lim20[2] - lim20[3]) - (acc19[5] + '0')) + lim20[1];
	--lim20[0];
	unsigned long k22(0x1Ful);
}

int main()
{
	int count23 = 989;
	sweep7_kernel<<<2, (0x100)>>>(&count23, count23 % (4115 - count23), 38ul, (unsigned char*)nullptr);
	relax2<<<(16), sizeof(unsigned int) * 32>>>((const unsigned*)nullptr, 52);
	for (int n24 = 0; n24 < count23; n24++) {
		const char *cnt25 = u8"warp size";
	}
	if (count23 - 27ul) {
		return (20l) * count23;
	}
	return 0;
}
