// cudagen 0.1 seed 715 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,shared_var,shared_2d,extern_shared,constexpr_var,local_array,auto_var,enum_class,if,while,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_ref,lambda_capture_value,lambda_generic,lambda_mutable,lambda_launch,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define WARPS_1 5
#define CHUNK_2 32
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define CAT_4(a, b) a##b
/* Helper used by the kernels below. */

constexpr __host__ int check_update5(int stride6)
{
	float x7 = stride6 + 24.125F;
	int lim8 = ((stride6 ? sizeof(double) : stride6) - (x7 += stride6, x7)) + 0b101001;
	return 36;
}

__global__ void sift9_kernel(float* data10, unsigned int* buf11, const unsigned long long* input12, int count13)
{
	extern __shared__ double dyn_14[];
	int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if ((*data10) < 12)
		return;
	buf11[count13] = (55 + blockDim.y);
}
enum class Level16 { Blue17, Slow18 = 4 };

__global__ void pivot19_kernel(const int* input20, unsigned* data21, int* out22)
{
	int tid23 = threadIdx.x;
	int iter24 = 0;
	if (!((*out22) <= threadIdx.x)) {
		goto skip26;
	}
	while (iter24 < 6) {
		auto off25 = (tid23);
		++iter24;
	}
	(*data21) |= threadIdx.x;
skip26:;
}

template <typename T, int N = 2>
__global__ void __launch_bounds__(64) decay27(T* acc28)
{
	int i29 = threadIdx.x;
	T s30 = N * ((i29 % 37l) - 17.875);
	int flag31 = MAX2_3(gridDim.z, N);
	T idx32 = MAX2_3((flag31 += N, CAT_4(i, 29)), flag31);
	(*acc28) /= ((!(i29 != sizeof(int))) && ((idx32 == CAT_4(i, 29)) && (46 > gridDim.x))) ? idx32 : flag31;
	if ((i29 - N) != CAT_4(i, 29))
		return;
}

template <class T, int N>
__global__ void __launch_bounds__((WARPS_1 + (CHUNK_2 + (CHUNK_2 + (WARPS_1 + 54)))), 0x1) decay33_kernel(T* buf34)
{
	int tid35 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(*buf34) += MAX2_3((static_cast<int>(buf34[threadIdx.z]) * (*buf34)), N + (*buf34));
	__shared__ unsigned char sh_36[12][5];
	__shared__ unsigned int sh_37[128];
	(*buf34) = sh_36[tid35][1] + (16.125 * threadIdx.x);
}

int main()
{
	int count38 = 3375;
	auto op42 = [=](auto acc39, auto lim40) mutable {
		long long y41[7] = {static_cast<long long>(check_update5(acc39)), 62};
		return acc39 * 2;
	};
	int h43 = ((WARPS_1 / count38) + CHUNK_2) * (+(count38 - 0x2f));
	auto step45 = [&](int idx44) -> int {
		h43 = int(h43 - (h43 += idx44, 53));
		(h43++, (idx44 ^= ((h43 > h43) ? static_cast<short>(h43) : (56 + idx44)) - (46u - count38)));
		sift9_kernel<<<WARPS_1 + (WARPS_1 + 6), (0x40)>>>((float*)nullptr, nullptr, nullptr, idx44);
		return 49lu + int(idx44);
	};
	const char* f46 = "path\\to";
	if (op42(CAT_4(count, 38), h43) == h43)
		return check_update5(h43) + check_update5(count38);
	check_update5(h43);
	pivot19_kernel<<<(count38 + 31) / 0b100000, 128>>>((const int*)nullptr, nullptr, nullptr);
	decay27<unsigned int, 0x1><<<(count38 + 0xff) / 256, WARPS_1 + 0x1FB, sizeof(double) * 32, nullptr>>>(nullptr);
	decay33_kernel<float, 3><<<dim3((CHUNK_2 + 32), 0b1), dim3((count38 + 077) / 64, 0b100 * (WARPS_1 + 3)), 4096, 0>>>(nullptr);
	return 0;
}
