// cudagen 0.2 seed 304 valid headers
// features: kernel,launch,launch_shared_mem,device_function,host_function,static_host_function,main,shared_var,constexpr_var,if,goto,nested_block,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,sizeof,lambda,macro_function,macro_paste,macro_statement,local_class,nttp_reference,exceptions,extended_lambda,hdr_cstdio
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SQR_2(x) ((x) * (x))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
int counter6 = 7;
template <int &R> int bump7(int x) {
	R += x;
	return R;
}
int tally8(int x) { return bump7<counter6>(x); }

inline __device__ int fuse9(int lane10, int len11, const float *src12) {
	len11 = CAT_4(len, 11);
	constexpr float s13 = 26;
	(void)s13;
	return -44;
}

static unsigned long host_fold14(int len15) {
	if (len15 >= len15) {
		return sizeof(float);
	}
	len15 = 63;
	auto lam16 = [=] __device__ (int v) { return v * 9 + len15; };
	applyEach5<<<1, 32>>>(lam16, nullptr, len15);
	if ((len15 ^ 22) == len15) {
		goto skip21;
	}
	{
		auto fn19 = [](int s17) -> int {
			float s18 = s17;
			return 9;
		};
		(void)fn19;
		int *f20 = &len15;
		(void)f20;
	}
	if ((len15 >= 38u) || (len15 < 48ul)) {
		return 3855;
	}
skip21:;
	return 2616u + (len15 | 26L);
}

__global__ void sift22(const short int *src23, const double *input24) {
	struct Local25 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local25 prod26{7};
	int r27 = prod26.add((*input24) - input24[5]);
	(void)r27;
	__shared__ unsigned int sh_28;
	(void)sh_28;
	long t29 = input24[4] - ((*input24) + 6 + 3071);
	(void)t29;
	bool flag30 = input24[4];
	(void)flag30;
}

int check_gather31(int n32, unsigned int a33) {
	if (((a33 ^ n32) & 1)) {
		goto out35;
	}
	try {
		unsigned short val34 = ~ADD3_1((a33), n32, 28 & a33);
		(void)val34;
		printf("sum %d\n", static_cast<int>(n32));
		if (n32 > 1) {
			throw 1;
		}
	} catch (int) {
	}
out35:;
	return sizeof(unsigned long);
}

int main() {
	int size36 = 3346;
	double diff37 = size36;
	diff37 = (3L * (size36 + size36)) & (size36 << (2U << size36));
	int k38 = SQR_2(diff37 - (diff37 * diff37));
	(void)k38;
	sift22<<<(4), (512), sizeof(float) * 0x40>>>(nullptr, nullptr);
	return 0;
}
