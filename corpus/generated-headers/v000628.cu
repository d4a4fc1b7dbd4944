// cudagen 0.2 seed 628 valid headers
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,device_function,device_forceinline,host_function,default_args,main,managed_var,constexpr_var,struct,struct_methods,operator_overload,if,if_init,switch,ternary,compound_assign,bitwise,comparison,comma,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_statement,local_class,multiple_inheritance,virtual_inheritance,virtual_function,structured_binding,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <numeric>
#include <type_traits>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__device__ __forceinline__ float weigh2(const float *coef3, unsigned beta4) {
	beta4 |= 18;
	beta4 = (beta4 += 0b1111, coef3[7]) * sqrtf(4.75F);
	beta4 = ((52 & beta4) * sizeof(int)) | 16;
	return static_cast<unsigned int>(*coef3);
}

int host_march5(char *buf6, float *dst7, double q8 = 17.625) {
	if (unsigned base9 = q8; (static_cast<float>(q8) * q8) < (+(*buf6))) {
		struct Local10 {
			int s;
			int add(int v) { s += v; return s; }
		};
		Local10 y11{0};
		int s12 = y11.add(q8 - 23U);
		(void)s12;
		constexpr long diff13 = 23;
		(void)diff13;
	}
	int idx14 = static_cast<unsigned>(36lu) + buf6[1];
	return fabsf(expf(5 + dst7[idx14 & 7]));
}

struct Bounds15 {
	char w16;
	size_t flag17;
	unsigned long long vel18;
	__host__ __device__ unsigned long long apply19() const {
		cosf(flag17);
		return static_cast<float>(flag17) + ceilf(vel18);
	}
	__host__ __device__ char norm20() const {
		if (flag17 >= expf(w16)) {
			return 45lu;
		}
		sqrtf(3359);
		return floorf((float)w16);
	}
};

__host__ __device__ Bounds15 operator+(Bounds15 a, Bounds15 b) {
	Bounds15 r = a;
	r.w16 += b.w16;
	r.flag17 += b.flag17;
	r.vel18 += b.vel18;
	return r;
}
struct Parts21 {
	int first;
	unsigned second;
};
__device__ Parts21 make22(int x) { return Parts21{x, static_cast<unsigned>(x)}; }
__device__ int unpack23(int x) {
	auto [a, b] = make22(x);
	int arr[3] = {x, 1, 2};
	auto [p, q, r] = arr;
	Parts21 v{x, static_cast<unsigned>(x)};
	auto &&[m, n] = v;
	return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
__managed__ int m_march24 = 4l;
struct Root26 {
	int v = 4;
	__host__ __device__ virtual int get() const { return v; }
	__host__ __device__ virtual ~Root26() {}
};
struct Left27 : virtual Root26 {
	__host__ __device__ int get() const override { return v + 1; }
};
struct Right28 : virtual public Root26 {
	int r = 8;
};
struct Join29 : Left27, Right28 {};
__host__ __device__ int dispatch25(int x) {
	Join29 j;
	j.v = x;
	const Root26 &t = j;
	return t.get() + j.r;
}

static __global__ void decay30(const double *src31, float beta32, const int *coef33) {
	m_march24 = unpack23(((unsigned)src31[m_march24 & 7]) - coef33[0]);
	int v34{0b101100ul};
	(void)v34;
}

long run_gather35(const Bounds15 &alpha36) {
	Bounds15 w37 = Bounds15{char(sizeof(Bounds15)), 2708, 40};
	(void)w37;
	int *d_buf38 = nullptr;
	cudaMalloc(&d_buf38, static_cast<size_t>(43) * sizeof(int));
	cudaMemset(d_buf38, 0, static_cast<size_t>(43) * sizeof(int));
	switch (host_march5(nullptr, nullptr, 056)) {
	case 0b10 * 4:
		break;
	case 11:
		break;
	case 9:
		break;
	case 5: {
		cudaStream_t stride39 = (cudaStream_t)0;
		(void)stride39;
		break;
	}
	}
	const unsigned int *cnt40 = nullptr;
	return cnt40[m_march24];
}

int main() {
	int n41 = 284;
	int k42 = (m_march24 > 40u) ? m_march24 : ((19 - n41) + 32u);
	unsigned long long tmp43 = ((0b1100) % (k42 - 50)) ^ m_march24;
	decay30<<<(k42 + 077) / 64, 128, sizeof(int) * 256>>>(static_cast<const double*>(nullptr), fminf(tmp43 * m_march24, tmp43), nullptr);
	return 0;
}
