// cudagen 0.1 seed 2157 valid
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,main,constant_array,local_array,struct,class_private,operator_overload,if,for,do_while,shift,comparison,incdec,comma,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_static
#include "prelude.cuh"

__constant__ float c_apply1[4] = {28ul, 27, 15.0f, 2536l};

__global__ void drift2(int stride3) {
	int lim4[7]{47, 36, stride3, static_cast<int>(c_apply1[stride3]), 48, 41U, stride3};
	(stride3--, (lim4[stride3] = lim4[stride3]));
	(--stride3, (lim4[4] = c_apply1[stride3]));
	++lim4[stride3];
}

class Node5 {
	int lo7;
public:
	__host__ __device__ Node5(int c8) : lo7(c8) {}
	__host__ __device__ int norm9() const {
		return (lo7);
	}
};

class Acc10 {
	float x11;
public:
	__host__ __device__ Acc10(float init12) : x11(init12) {}
	__host__ __device__ float mix13(unsigned char z14) const {
		return z14;
	}
};

struct Acc15 {
	float sum16;
	float sum17;
	double hi18;
};

inline __host__ __device__ Acc15 operator+(Acc15 a, Acc15 b) {
	Acc15 r = a;
	r.sum16 += b.sum16;
	r.sum17 += b.sum17;
	r.hi18 += b.hi18;
	return r;
}

__global__ void __maxnreg__(32) bias19(float* out20, float* buf21, Node5 cfg22, int lane23) {
	int w24 = 0;
	do {
		if ((lane23 << w24) < 43lu)
			continue;
		float acc25 = 8.875f;
		++w24;
	} while (w24 < w24);
}

int main() {
	int count26 = 2334;
	for (int j27 = 0b0, j28 = 8; j27 < j28; (++j27, (--j28))) {
		unsigned y29 = 27ul;
		const char* prod30 = "path\\to";
	}
	count26 = count26;
	cudaStream_t m31 = nullptr;
	int q32 = ((count26 << 3) + (6 - count26)) << count26;
	drift2<<<8, 0200 * 0b10>>>(q32 << count26);
	bias19<<<1 << 5, 64, 256, m31>>>(static_cast<float*>(nullptr), static_cast<float*>(nullptr), Node5(2241), (15lu - count26) * (0xB * count26));
	return 0b0;
}
