// cudagen 0.2 seed 347 valid headers
// features: kernel,kernel_template,launch_deduced_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,extern_shared,while,ternary,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_paste,structured_binding,runtime_api,hdr_cmath,hdr_cstdio
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <cstdio>
#include <type_traits>

#define CAT_1(a, b) a##b
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

int tile3(unsigned short b4)
{
	size_t m5 = floorf(b4);
	cudaError_t err6 = cudaGetLastError();
	int ok7 = err6 == cudaSuccess ? 1 : 0;
	int w8 = 0;
	while (w8 < (8)) {
		--m5;
		++w8;
	}
	ok7 = 16l;
	ok7 = b4;
	b4 = sizeof(short);
	return ceilf(b4) - 3331U;
}
struct Result9 {
	int first;
	unsigned second;
};
__device__ Result9 make10(int x) { return Result9{x, static_cast<unsigned>(x)}; }
__device__ int unpack11(int x) {
	auto [a, b] = make10(x);
	int arr[3] = {x, 1, 2};
	auto [p, q, r] = arr;
	Result9 v{x, static_cast<unsigned>(x)};
	auto &&[m, n] = v;
	return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}

template <typename T, class U>
__global__ void smooth12_kernel(T *data13, U *__restrict__ dst14)
{
	extern __shared__ float dyn_15[];
	int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	cosf(0b1001 + (data13[tid16] - (*dst14)));
	T diff17 = *dst14;
	(void)diff17;
	++(*data13);
	printf("step %d\n", static_cast<int>(tid16));
	--data13[tid16];
	unsigned int m18 = ((fmaxf(*dst14, tid16)) > fminf(dst14[7], threadIdx.x)) ? ((gridDim.x * sizeof(T)) >> blockDim.x) : data13[tid16];
	m18--;
}

int main()
{
	int n19 = 638;
	cudaError_t err20 = cudaPeekAtLastError();
	int ok21 = err20 == cudaSuccess ? 1 : 0;
	smooth12_kernel<<<512, 128, 0, nullptr>>>(static_cast<long*>(nullptr), static_cast<float*>(nullptr));
	printf("sum %d\n", static_cast<int>(n19));
	ok21 = cosf(CAT_1(ok, 21));
	ceilf(17.625f * ok21);
	floorf(20.875F);
	return 0;
}
