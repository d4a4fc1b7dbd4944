// cudagen 0.2 seed 897 valid headers
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,local_array,if,compound_assign,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_nullptr,cast_c,cast_functional,macro_object,macro_function,macro_statement,pp_ifdef,conversion_operator,operator_overload_more,exceptions
// nvcc: --extended-lambda
#include <cuda_runtime.h>

#define NUM_ITERS_1 5
#define HALF_2(x) ((x) / 2)
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_5
#define TUNE_6 9
#else
#define TUNE_6 62
#endif
struct Pair7 {
	float x, y;
	float operator[](int i) const { return i == 0 ? x : y; }
	Pair7 &operator+=(const Pair7 &o) { x += o.x; y += o.y; return *this; }
	Pair7 operator-() const { return Pair7{-x, -y}; }
	Pair7 &operator++() { ++x; return *this; }
	bool operator<(const Pair7 &o) const { return x < o.x; }
	friend bool operator==(const Pair7 &a, const Pair7 &b) { return a.x == b.x && a.y == b.y; }
};
Pair7 operator*(const Pair7 &a, float k) { return Pair7{a.x * k, a.y * k}; }
float ops8(float v) {
	Pair7 a{v, 1};
	Pair7 b = -a * 2;
	a += b;
	++a;
	return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
struct Ratio9 {
	float v;
	operator float() const { return v; }
};
float convert10(float x) {
	Ratio9 m{x};
	float plain = m;
	return plain + static_cast<float>(m) * 2;
}

__global__ void __maxnreg__(32) fold11(const float *in12, unsigned char *dst13, unsigned long *acc14)
{
	extern __shared__ int dyn_15[];
	int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	++dst13[gridDim.z];
	int y17[(2)] = {};
	y17[tid16] -= dyn_15[tid16];
}

int main(void)
{
	int size18 = 2215;
	double idx19 = size18 * int(size18 / size18);
	fold11<<<(TUNE_6 + (NUM_ITERS_1 + (TUNE_6 + (TUNE_6 + 321)))), 512, 0, nullptr>>>((const float*)nullptr, (unsigned char*)nullptr, (size_t*)nullptr);
	try {
		cudaStream_t u20 = (cudaStream_t)0;
		(void)u20;
		if (idx19 >= 53)
			return size18;
		if (size18 > 83) {
			throw 83;
		}
	} catch (...) {
	}
	return 0x0;
}
