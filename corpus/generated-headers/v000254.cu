// cudagen 0.2 seed 254 valid headers
// features: kernel,launch,launch_shared_mem,host_function,main,constexpr_var,ternary,compound_assign,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,macro_statement,comments,virtual_function,if_constexpr,constexpr_loop,rtti,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <cmath>
#include <utility>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define RADIUS_1 256
#define RADIUS_2 8
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b

__global__ void apply5_kernel(const double *input6, float *out7, int n8, const unsigned int *coef9) {
	unsigned int mid10{19};
	n8 = 33ul;
	mid10 <<= coef9[mid10] + mid10;
	int *cnt11 = &n8;
	cnt11[5] = ((fminf(*coef9, input6[7]) + static_cast<unsigned>(*out7)) > input6[0x1]) ? 44 : (((coef9[n8 & 0b111] == 13) ? cnt11[0x0] : 22) % (0x5 * mid10));
}
__host__ __device__ float norm12(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
/* Computes one element per thread. */

__global__ void step13(long alpha14, float *acc15, int n16, int lane17) {
	ceilf(alpha14 * 12.375f * (n16 - 17));
	ACCUM_3(lane17, (cosf(-0x20L) - (n16 += 19, (29 << lane17))));
	acc15[1] = *acc15;
	alpha14 = static_cast<unsigned int>(lane17) ^ (0xc - n16);
}
__host__ __device__ constexpr int tri18(int n) {
	int s = 0;
	int i = 0;
	while (i < n) {
		s += 1;
		++i;
	}
	return s;
}
constexpr int kSteps19 = tri18(5);
static_assert(tri18(5) == 5, "a constexpr loop");
struct Poly20 {
	virtual ~Poly20() {}
	virtual int id() const { return 1; }
};
struct Impl21 : Poly20 {
	int id() const override { return 5; }
};
struct Other22 : Poly20 {};
int identify23(int x) {
	Impl21 d;
	Poly20 *b = &d;
	if (Impl21 *p = dynamic_cast<Impl21 *>(b)) {
		return p->id() + x;
	}
	return dynamic_cast<Other22 *>(b) != nullptr ? 1 : x;
}

int run_count24(unsigned a25, int count26) {
	cudaError_t err27 = cudaPeekAtLastError();
	int ok28 = err27 == cudaSuccess ? 1 : 0;
	constexpr float w29 = 13.625F;
	(void)w29;
	int t30 = ok28;
	(void)t30;
	int mid31 = (CAT_4(ok, 28) ? 61ll : (kSteps19 + CAT_4(t, 30)));
	(void)mid31;
	if constexpr (sizeof(double) == 4) {
		double hi32 = CAT_4(a, 25);
		(void)hi32;
		int flag33 = CAT_4(ok, 28) >> 0x3;
		(void)flag33;
	} else {
	}
	return 31;
}

int main() {
	int len34 = 4027;
	len34 <<= 4;
	len34 = len34;
	long mid35 = len34;
	apply5_kernel<<<RADIUS_1, 0x100, sizeof(double) * 256>>>((const double*)nullptr, static_cast<float*>(nullptr), 1529 % static_cast<unsigned>(len34), (const unsigned*)nullptr);
	step13<<<4 * 4, 0x40>>>(kSteps19, static_cast<float*>(nullptr), 9U, (24u <= (mid35 + CAT_4(mid, 35))) ? 43 : fmaxf(len34, 21.125f));
	return 0;
}
