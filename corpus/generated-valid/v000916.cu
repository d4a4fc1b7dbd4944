// cudagen 0.1 seed 916 valid
// features: kernel,launch,main,const_local,struct,class_private,namespace,for,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

namespace img2 {
class Particle3 {
	int mass4;
	double sum5;
public:
	__host__ __device__ Particle3(int b6, double b7) : mass4(b6), sum5(b7) {}
	__host__ __device__ int apply8() const {
		return 57;
	}
	__host__ __device__ void mix9(float z10) {
		mass4++;
		mass4 = 41;
	}
};
} // namespace img2

__global__ void relax11(float* acc12, int* out13, int* buf14, int lane15) {
	for (int it16 = 0; it16 < 0xe; ++it16) {
		const bool mid17 = 1;
	}
	img2::Particle3 t18((*out13) + out13[lane15], acc12[lane15] + 44LL);
	int flag19 = *acc12;
	unsigned int* z20 = nullptr;
	t18 = t18;
	signed char f21{static_cast<signed char>(35)};
}

int main() {
	int len22 = 615;
	len22 = len22;
	relax11<<<(0x1), 64>>>((float*)nullptr, &len22, &len22, len22);
	++len22;
	int* f23 = &len22;
	return 0x0;
}
