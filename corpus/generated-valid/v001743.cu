// cudagen 0.1 seed 1743 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,main,constexpr_var,struct,class_private,operator_overload,namespace,if,if_init,while,goto,nested_block,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

class Node2 {
	float w3;
public:
	__host__ __device__ Node2(float c4) : w3(c4) {}
	__host__ __device__ float get5(unsigned int z6) const {
		z6++;
		z6--;
		return ~z6;
	}
	__host__ __device__ float norm7() const {
		int s8 = (48) * w3;
		return -5.5F;
	}
};

struct Vec9 {
	float id10;
	int mass11;
};

inline __host__ __device__ Vec9 operator+(Vec9 a, Vec9 b) {
	Vec9 r = a;
	r.id10 += b.id10;
	r.mass11 += b.mass11;
	return r;
}

namespace gpu12 {
__global__ void drift13(int stride14, int *__restrict__ data15, short q16, int *__restrict__ dst17) {
	dst17[3]--;
	if (stride14 > 27) {
		goto finish20;
	}
	{
		if (unsigned char hi18 = 2L; (q16 * (q16 + stride14)) < data15[q16]) {
			int tmp19 = ((3684) * data15[q16]) - (0x3F | q16);
		}
		--(*data15);
	}
	data15[0x3] = (*dst17);
	--q16;
finish20:;
}
} // namespace gpu12

__global__ void __maxnreg__(64) warp21_kernel(const float *input22) {
	if ((input22 != nullptr) || (input22[3] > (*input22))) {
		return;
	}
	constexpr float sum23 = 4.25F;
}

template <typename T, int N>
__global__ void probe24(T *__restrict__ data25, int count26, T p27, T b28) {
	data25[0] = -b28;
	p27 = 58 + data25[1];
	p27 = N;
}

template <typename T, int N = 6>
__global__ void drift29(const T *in30, const T *in31) {
	if (N > in30[5]) {
		goto done33;
	}
	if (((in31[0] + N) / 47ul) > in31[5]) {
		int pass32 = 0;
		while (pass32 < 16) {
			if ((pass32 <= pass32) || ((*in31) > N)) {
				continue;
			}
			++pass32;
		}
	}
done33:;
}

int main() {
	int len34 = 1389;
	gpu12::drift13<<<(len34 + 127) / 128, dim3(0x1, (len34 + 0x7F) / 128)>>>(' ', &len34, 41, &len34);
	if (int val35 = len34; (len34 + val35) != 21) {
		double *val36 = nullptr;
		int h37 = 51ul;
	}
	const char *base38 = "\"q\"";
	warp21_kernel<<<dim3(64, (2)), 0x100>>>((const float*)nullptr);
	probe24<unsigned int, 5><<<1, 128>>>((unsigned int*)nullptr, 55UL, sizeof(double) % base38[1], '0');
	drift29<<<(0x80), (64), 1024, 0>>>((const unsigned*)nullptr, (const unsigned int*)nullptr);
	return 0;
}
