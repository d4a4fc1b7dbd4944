// cudagen 0.1 seed 283 invalid:division_by_zero
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,host_function,main,struct,struct_methods,if,nested_block,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,method_call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,lambda,macro_function,macro_statement,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define SQR_2(x) ((x) * (x))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__global__ void fold4_kernel(int *buf5, const int *coef6, const int *in7)
{
	int gid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	++buf5[3];
	--(*buf5);
	(*buf5) -= in7[gid8];
	buf5[gid8] |= (18 * threadIdx.y * (*coef6));
	unsigned idx9 = gid8;
	static_assert((33) == 33, "bad config");
	idx9--;
}

struct Acc10 {
	float lo11;
	long x12;
	unsigned char count13;
	__host__ __device__ unsigned char get14(int s15) const
	{
		if (32ll >= count13) {
			return (0x37 << s15) - s15;
		}
		s15 *= SQR_2(count13);
		return ((s15 < lo11) || (x12 <= 31)) ? (+lo11) : count13;
	}
};
// Returns the accumulated value.

__device__ short blend16(Acc10 b17, int *buf18)
{
	b17.get14(threadIdx.y);
	double res19(threadIdx.x);
	{
		buf18[gridDim.x]++;
		if ((res19 + 53) <= warpSize) {
			return 46 * buf18[0] * (threadIdx.y / ' ');
		}
	}
	++res19;
	return b17.get14(b17.x12 * buf18[threadIdx.x]) - 58;
}

long long host_decay20(const int *input21, const float *src22)
{
	fold4_kernel<<<1, 64>>>((int*)nullptr, input21, input21);
	return *input21;
}

int main(void)
{
	int len23 = 1318;
	len23 = len23 % 0;
	if (len23) {
		return len23;
	}
	Acc10 f24 = Acc10{-18.25F, 8l, static_cast<unsigned char>(0x38L)};
	auto step28 = [](unsigned int r25, int hi26) {
		int off27 = SQR_2(TWICE_PLUS_1((hi26), r25));
		r25++;
	};
	step28(f24.count13, 0x23ULL);
	f24.lo11 += f24.get14(SQR_2(len23));
	fold4_kernel<<<(len23 + 077) / 64, 8 * 0x4, sizeof(float) * 32>>>(nullptr, nullptr, nullptr);
	return 0x0;
}
