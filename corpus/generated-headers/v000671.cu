// cudagen 0.2 seed 671 valid headers
// features: restrict_params,launch,launch_shared_mem,builtin_vars,device_function,main,constexpr_var,compound_assign,bitwise,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_object,macro_paste,variadic_template,pack_expansion,fold_expression,nttp_enum,if_constexpr,hdr_cooperative_groups
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <type_traits>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define NUM_ITERS_1 256
#define BLOCK_SIZE_2 (8)
#define RADIUS_3 4
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

inline __device__ int march7(unsigned int *__restrict__ data8, int stride9, int n10)
{
	(*data8) = ((unsigned)(stride9 | gridDim.z)) * (n10 + 10ull);
	n10 |= (data8[blockIdx.y] += data8[2], static_cast<unsigned>(stride9));
	stride9 += n10;
	short int *prod11 = nullptr;
	(void)prod11;
	unsigned char *r12 = nullptr;
	(void)r12;
	return ~data8[threadIdx.x & 7];
}
template <typename... Ts>
double fold13(Ts... xs) {
	return (... * static_cast<double>(xs));
}
template <typename... Ts>
int count14(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
int spread16(int x) {
	return static_cast<int>(fold13(x, 1.5f, 1u)) + count14(x, x, 1.0) + count14(static_cast<long>(x), 1);
}
enum class Op17 { Add, Mul };
template <Op17 O = Op17::Add>
__device__ int apply18(int a, int b) {
	if constexpr (O == Op17::Add) {
		return a + b;
	} else {
		return a * b;
	}
}
__device__ int policy19(int x) {
	return apply18<Op17::Add>(x, 7) + apply18<Op17::Mul>(x, 1) + apply18<>(x, x);
}
__global__ void groupSum20(int *out, int n) {
	namespace cg = cooperative_groups;
	cg::thread_block block = cg::this_thread_block();
	cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
	int i = static_cast<int>(block.thread_rank());
	int v = i < n ? out[i] : 0;
	for (int offset = 16; offset > 0; offset /= 2) {
		v += tile.shfl_down(v, offset);
	}
	block.sync();
	if (tile.thread_rank() == 0 && i < n) {
		out[i] = v;
	}
}

int main()
{
	int n21 = 2900;
	n21 += n21;
	(n21--, (n21 |= static_cast<unsigned char>(n21)));
	groupSum20<<<0b100, 256, 0>>>(&n21, NUM_ITERS_1);
	return 0;
}
