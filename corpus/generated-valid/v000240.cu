// cudagen 0.1 seed 240 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,if,if_else,goto,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_char,lit_nullptr,cast_static,sizeof,alignof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
/* Computes one element per thread. */

__global__ void smooth4(int stride5)
{
	if (((stride5 + 8) - 'a') != (gridDim.y - stride5)) {
		if ((+gridDim.x) > stride5) {
			return;
		}
	} else {
		constexpr int stride6 = 60;
	}
	int cnt7 = stride5;
	stride5 = stride5;
	--cnt7;
}

static __global__ void march8_kernel(unsigned int *__restrict__ acc9, int *__restrict__ acc10)
{
	int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (acc10[3]) {
		goto out12;
	}
	--acc10[3];
	acc10[gid11 & 7] = alignof(double);
out12:;
}

int main()
{
	int count13 = 3838;
	if (count13 < count13) {
		return count13;
	}
	count13++;
	count13 = count13;
	smooth4<<<dim3((count13 + 0xFF) / 256), 32>>>(count13);
	march8_kernel<<<0x80, (128), sizeof(int) * 0x80, nullptr>>>(static_cast<unsigned*>(nullptr), &count13);
	return 0x0;
}
