// cudagen 0.1 seed 1209 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,host_function,main,device_var,constexpr_var,struct,class_private,struct_template,namespace,if,if_init,for,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,lambda,macro_object,macro_paste
#include "prelude.cuh"

#define BLOCK_SIZE_1 3
#define NUM_ITERS_2 256
#define CAT_3(a, b) a##b
__global__ void probe4(int* acc5, const unsigned int* src6, int lane7)
{
	int idx8 = threadIdx.x;
	if (idx8 >= lane7) {
		return;
	}
	if (constexpr size_t s9 = (BLOCK_SIZE_1 + 2); 40 < acc5[3]) {
		lane7 = (*src6);
		(*acc5) = static_cast<size_t>(s9 - lane7);
	}
}
template <typename T>
struct Sample10 {
	T sum11;
	__host__ __device__ void reset12(T sum13)
	{
		sum13 = sum13;
	}
};
float blend14(int n15, const char* in16)
{
	const char* x17 = "ok";
	int off18 = *in16;
	++n15;
	off18 %= x17[0];
	n15 -= n15;
	return in16[off18];
}
__global__ void weigh19(const double* in20)
{
	int gid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
}
constexpr int LANES22 = NUM_ITERS_2;
class Node23 {
	unsigned int vel24;
	double id25;
public:
	__host__ __device__ Node23(unsigned b26, double b27) : vel24(b26), id25(b27) {}
	__host__ __device__ double get28() const
	{
		static_assert((62) > 61, "tile must fit");
		return 4.125f;
	}
	__host__ __device__ void get29(unsigned f30)
	{
		id25 = f30;
	}
};
namespace ops31 {
__device__ short d_scatter32 = 55;
} // namespace ops31
int main()
{
	int count33 = 3496;
	for (int j34 = 0; j34 < count33; j34++) {
		auto step36 = [](int hi35) -> int {
			if (((hi35 % 3) - (25l >> hi35)) <= blend14(063U, nullptr)) {
				hi35 &= 34 ^ hi35;
				hi35 ^= hi35;
			}
			return LANES22;
		};
		step36(CAT_3(j, 34));
		unsigned short diff37 = LANES22;
	}
	probe4<<<(count33 + 31) / 32, (BLOCK_SIZE_1 + 1) * 8, 1 << (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 2))>>>(nullptr, (const unsigned int*)nullptr, 0b111010l);
	weigh19<<<(count33 + 63) / 64, 512, 0>>>(static_cast<const double*>(nullptr));
	return 0;
}
