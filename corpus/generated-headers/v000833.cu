// cudagen 0.2 seed 833 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,host_device_function,main,shared_var,shared_2d,struct,operator_overload,aligned_struct,if,switch,ternary,shift,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_function,macro_paste,if_constexpr,type_traits,runtime_api,hdr_cmath,hdr_type_traits
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <type_traits>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define CAT_2(a, b) a##b
template <typename T>
__host__ __device__ int classify3(T v) {
	if constexpr (!std::is_integral_v<T>) {
		return static_cast<int>(v * 4);
	} else if constexpr (sizeof(T) == 8) {
		return static_cast<int>(v) + 3;
	} else {
		return static_cast<int>(v) + 1;
	}
}

struct alignas(8) Sample4 {
	int weight5;
	int vel6;
};

inline __host__ __device__ Sample4 operator+(Sample4 a, Sample4 b) {
	Sample4 r = a;
	r.weight5 += b.weight5;
	r.vel6 += b.vel6;
	return r;
}

__global__ void reduce7_kernel(float *out8, const float *in9, float *dst10) {
	__shared__ int sh_11[(2)][15];
	Sample4 u12 = Sample4{0x12ULL, 9};
	__shared__ short sh_13[32];
	(void)sh_13;
	switch ((!in9) ? sh_11[0x0][8] : u12.weight5) {
	case 8:
		break;
	default: {
		__shared__ int sh_14[128];
		(void)sh_14;
		break;
	}
	}
	--(*out8);
	if (in9[0x3] < u12.weight5) {
		return;
	}
}

inline __device__ __host__ long long kick15(int n16, long *out17) {
	n16 = (long)sinf(15.375F);
	unsigned w18 = (n16 - n16) * (static_cast<float>(55) - floorf(n16));
	Sample4 off19 = {18ul, int(59u)};
	n16 = (4);
	w18 = (037 << n16) * int(floorf(sizeof(int)));
	if (sizeof(size_t) >= n16) {
		return 0x295u;
	}
	n16 = sinf(fminf(64U + off19.vel6, fmaxf(alignof(double), 27)));
	return off19.vel6 / (379 >> (((*out17) > w18) ? off19.weight5 : 3));
}

__global__ void scale20_kernel(short int *data21) {
	data21[0] = -4558;
	switch (data21[0x3]) {
	case 1 << 1:
		if constexpr (sizeof(double) == 8) {
			int s22{static_cast<int>(sqrtf('A'))};
			(void)s22;
			data21[4]--;
		} else {
			kick15(sinf(data21[7] >> 0x1), static_cast<long*>(nullptr));
		}
		break;
	}
}

int main() {
	int size23 = 2682;
	int *d_buf24 = nullptr;
	cudaMalloc(&d_buf24, static_cast<size_t>(size23) * sizeof(int));
	cudaMemset(d_buf24, 0, static_cast<size_t>(size23) * sizeof(int));
	int h_buf25[4] = {};
	cudaMemcpy(h_buf25, d_buf24, sizeof(h_buf25), cudaMemcpyDeviceToHost);
	cosf(alignof(float));
	cudaStream_t stream26;
	cudaStreamCreate(&stream26);
	cudaStreamSynchronize(stream26);
	h_buf25[size23] = (long long)((d_buf24[3] - h_buf25[1]) + (*d_buf24));
	reduce7_kernel<<<sizeof(float), 0x20>>>(nullptr, nullptr, nullptr);
	scale20_kernel<<<512, 0x4 * 16, sizeof(double) * 128, nullptr>>>(nullptr);
	return 0;
}
