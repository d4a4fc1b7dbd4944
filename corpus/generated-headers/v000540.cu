// cudagen 0.2 seed 540 valid headers
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,default_args,main,enum_class,if,for,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_float,lit_nullptr,cast_c,cast_functional,lambda,macro_function,macro_paste,local_class,nttp_pointer,extended_lambda,rdc_extern_device_var,runtime_api,hdr_tuple
// nvcc: -std=c++20 --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <tuple>

#define MOD8_1(x) ((x) % 8)
#define MOD8_2(x) ((x) % 8)
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Pt6 { int a; int b; float w; };
template <int Pt6::*M> __device__ int field7(const Pt6 &p) { return p.*M; }
__device__ int indirect5(int x) {
	Pt6 p{x, 6, 1.0f};
	return field7<&Pt6::a>(p) + field7<&Pt6::b>(p);
}

__global__ void stencil8_kernel(double q9) {
	int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	for (int i11 = 0; i11 < 6; ++i11) {
		for (int n12 = 0; n12 < 2; ++n12) {
			++q9;
		}
		q9++;
		short y13 = (threadIdx.x * ((int)threadIdx.x)) ^ ((unsigned char)(idx10 - q9));
		(void)y13;
	}
	q9 -= MOD8_2((~blockDim.x) ^ 4);
}
enum class Mode14 { On15, Add16, Slow17 = 6, Idle18 = 8 };

void check_split19(float a20, float beta21, float a22 = 1.25f) {
	++a20;
	for (int j23 = (13); j23 > 0x0; --j23) {
		a20 *= MOD8_2((j23 * j23) - j23);
	}
	stencil8_kernel<<<(128), (0x20)>>>(beta21 / beta21);
	std::tuple<int, float, double> tup24{59, 2.0f, 3.0};
	int lim25 = std::get<0>(tup24) + static_cast<int>(std::get<double>(tup24)) + static_cast<int>(std::tuple_size<decltype(tup24)>::value);
	auto lam26 = [lim25] __device__ (int v) { return v * 4 + lim25; };
	applyEach4<<<1, 32>>>(lam26, nullptr, lim25);
	float lim27 = 23.75f;
	(void)lim27;
}

static __global__ void bump28(int n29, float p30) {
	int idx31 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx31 >= n29) {
		return;
	}
	for (int n32 = 0x0; n32 < 2; n32 += 1) {
		p30--;
		p30 /= (n32 ^ 15) - 0.625f;
	}
	if (3 > idx31) {
		return;
	}
}

__global__ void __launch_bounds__(1 << 5) tile33(int lane34) {
	unsigned idx35 = threadIdx.x;
	if (idx35 >= lane34) {
		return;
	}
	lane34 >>= 5;
	lane34--;
	for (int n36 = lane34; n36 > 0; --n36) {
		if ((lane34) == 0x3c) {
			break;
		}
		struct Local37 {
			int s;
			__host__ __device__ int add(int v) { s += v; return s; }
		};
		Local37 r38{0};
		int m39 = r38.add(3428 + threadIdx.x);
		(void)m39;
	}
}
extern __device__ int sharedCounter40;
extern __device__ float lookup41[4];
__device__ int bumpShared42(int x) {
	sharedCounter40 += x;
	return sharedCounter40 + static_cast<int>(lookup41[x & 3]);
}

inline long check_sweep43(const int *input44, int n45) {
	double *val46 = (double*)nullptr;
	cudaError_t err47 = cudaDeviceSynchronize();
	int ok48 = err47 == cudaSuccess ? 1 : 0;
	return ((8 <= val46[0x3]) ? MOD8_1(ok48) : 40);
}

int main() {
	int len49 = 714;
	for (int n50 = 0; n50 < len49; n50++) {
		int device51 = 0;
		cudaGetDevice(&device51);
		cudaDeviceProp prop52;
		cudaGetDeviceProperties(&prop52, device51);
		int sms53 = prop52.multiProcessorCount + prop52.warpSize;
		(void)sms53;
	}
	for (int it54 = 0x0; it54 < 0xb; ++it54) {
		len49++;
		Mode14 hi55 = Mode14::On15;
		(void)hi55;
	}
	bump28<<<dim3(2 * 2), 128 * 4>>>((len49 - len49) | (~len49), int(-len49));
	tile33<<<1 << 3, 0x1 << 8, 0x1 << 8>>>(CAT_3(len, 49));
	return 0;
}
