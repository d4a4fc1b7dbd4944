// cudagen 0.1 seed 353 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,device_template_function,host_function,static_host_function,main,shared_var,static_shared,local_array,const_local,if,while,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_ref,lambda_launch
#include "prelude.cuh"

template <typename T, class U>
__device__ __noinline__ T decay1(U *data2, const T *src3)
{
	++data2[gridDim.x];
	const long cnt4 = 2045 | gridDim.x;
	return static_cast<unsigned long>(src3[6]);
}

template <typename T, int N = 2>
__device__ T spread5(const T *in6, T *acc7, const unsigned int *input8)
{
	T w9{0b1111111};
	if (((*in6) * 2) >= threadIdx.x) {
		return *in6;
	}
	T r10 = acc7[warpSize];
	acc7[5] -= static_cast<int>(27);
	return (N << blockDim.x) + static_cast<unsigned int>(r10 * input8[7]);
}

__device__ void fold11(double q12)
{
	int iter13 = 0;
	while (iter13 < 11) {
		if (gridDim.y >= 57L) {
			q12 *= 8.625F;
			int y14 = 23LL * (iter13 | 1);
			float off15 = spread5<long, (2 * 3)>(static_cast<const long*>(nullptr), static_cast<long*>(nullptr), nullptr);
		}
		++iter13;
	}
}

__global__ void relax16_kernel(int *acc17, float *buf18, int *out19, float *buf20)
{
	int tid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
	static __shared__ long long sh_22[16];
	if (spread5(static_cast<const float*>(nullptr), (float*)nullptr, nullptr) < 5) {
		int e23[7]{4, 062LL, 21, 7lu, tid21, 0b110, 2};
		if ((*buf18) != acc17[5]) {
			return;
		}
	}
}

static double tile24(unsigned p25, int *buf26)
{
	int pass27 = 0;
	while (pass27 < pass27) {
		relax16_kernel<<<1, 512, 0, nullptr>>>(buf26, nullptr, (int*)nullptr, static_cast<float*>(nullptr));
		++pass27;
	}
	long h28 = p25;
	if ((pass27) > h28) {
		return buf26[1];
	}
	cudaStream_t diff29 = nullptr;
	++h28;
	h28 = ((h28));
	return pass27;
}

int main()
{
	int count30 = 2261;
	auto lam34 = [](double hi31, unsigned int lim32) -> unsigned int {
		relax16_kernel<<<(lim32 + 127) / 0200, dim3((lim32 + 255) / 256), sizeof(double) * 64, (cudaStream_t)0>>>(nullptr, nullptr, (int*)nullptr, nullptr);
		int res33 = lim32;
		return tile24(hi31, &res33);
	};
	lam34(count30, count30);
	auto op37 = [&]() {
		double off35 = count30 - 22.25f;
		const int hi36 = count30;
		tile24(off35, &count30);
	};
	op37();
	bool lo38 = tile24(7 * count30, nullptr) >= lam34(count30, count30);
	int *idx39 = nullptr;
	return 0;
}
