// cudagen 0.1 seed 562 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,constexpr_var,local_array,struct,struct_methods,enum,namespace,if,while,goto,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

__global__ void sift4_kernel(const float* coef5, float* dst6, int n7, const float* input8) {
	if (!(11ul < (*input8)))
		return;
	if (coef5 == nullptr)
		return;
	float h9[6] = {};
	n7++;
}

template <typename T, int N>
__global__ void tally10_kernel(T* __restrict__ out11, int stride12, float* out13) {
	if (out13[1] != (2L - (*out13))) {
		stride12--;
		T hi14 = out11[stride12] + (short(*out11) ? out13[3] : 10.5);
	}
	out13[0x6] = 0x3;
	(*out13) = CAT_3(stride, 12) - (2 * (out11[5] - N));
}

namespace img15 {
__global__ void spread16_kernel(float* __restrict__ acc17) {
	(*acc17) = 11.75F;
	int u18 = acc17[0b110];
}

__global__ void probe19_kernel(const unsigned char* input20, int n21, int len22) {
	if (!input20) {
		goto finish23;
	}
	if ((len22 += CAT_3(len, 22), n21) <= 61)
		return;
	len22 = ((*input20) >> (0x35 * input20[len22])) / (n21 += 12, (-len22));
finish23:;
}

__global__ void merge24_kernel(const int* __restrict__ coef25, const unsigned short* __restrict__ in26, double* dst27) {
	short mid28 = 59u;
	if ((*dst27) == 0x6) {
		goto skip30;
	}
	if ((mid28 << mid28) >= char(33)) {
		int w29 = 0;
		while (w29 < w29) {
			mid28 = mid28;
			++w29;
		}
		dst27[0b111] = 62;
	}
skip30:;
}
} // namespace img15
enum Color31 { MUL32, IDLE33, GREEN34 = 7 };
// Computes one element per thread.

__host__ __device__ void bump35(Color31 a36, double cfg37, int n38) {
	a36 = IDLE33;
	if (((cfg37 > 25ul) || (n38 > CAT_3(n, 38))) && ((cfg37 < n38) && (sizeof(long) < n38))) {
		n38 = a36;
		int f39 = 33;
		Color31 cnt40 = a36;
	}
}

struct Tile41 {
	int val42;
	int flag43;
	long long z44;
	__host__ __device__ void get45(unsigned int f46) {
		f46++;
	}
	__host__ __device__ long long reset47() const {
		int acc48 = z44 - (GREEN34 * val42);
		acc48 = IDLE33;
		return 60;
	}
};

long run_blend49(const long* coef50) {
	Tile41 q51 = Tile41{};
	int q52[3] = {};
	return 0b10010;
}

int main() {
	int count53 = 3087;
	--count53;
	if (count53 >= count53) {
		count53 = IDLE33;
		count53 = static_cast<float>(count53);
	}
	sift4_kernel<<<dim3((IDLE33 + IDLE33), (16), (count53 + 31) / 32), 256>>>((const float*)nullptr, static_cast<float*>(nullptr), count53 % (MUL32 + count53), nullptr);
	tally10_kernel<float, 0x2><<<sizeof(float) * (IDLE33 + (GREEN34 + 010)), dim3((count53 + 255) / 256, 1 << 5, (IDLE33 + (IDLE33 + 2)) * 16), sizeof(float) * 128, (cudaStream_t)0>>>(static_cast<float*>(nullptr), (2550 - CAT_3(count, 53)) / (0xE3E * count53), nullptr);
	img15::spread16_kernel<<<(count53 + 127) / 128, (0x80), IDLE33 + 0x3ff, 0>>>(static_cast<float*>(nullptr));
	return 0;
}
