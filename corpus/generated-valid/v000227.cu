// cudagen 0.1 seed 227 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,auto_var,typedef,namespace,nested_namespace,if,switch,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__global__ void shade2(double* buf3, int* data4) {
	unsigned int idx5 = (blockIdx.x * blockDim.x) + threadIdx.x;
	unsigned char flag6(threadIdx.z);
	(*data4)--;
	if ((buf3[0b111] + idx5) < 56)
		return;
}
typedef size_t idx7_t;

int rank8(int n9, int n10, int n11) {
	shade2<<<8 * 4, (128)>>>(nullptr, &n10);
	switch (n9 % n10) {
	case 4:
		break;
	case 7:
		if (n11) {
			int mid12 = 61 - (n9);
			shade2<<<(n9 + 31) / 32, 32 * 8, (1024), nullptr>>>(nullptr, (int*)nullptr);
			if (n11 < CAT_1(n, 11))
				break;
		}
		n11 &= 30;
		break;
	case 11:
		break;
	}
	return 8 ^ (n10 * (CAT_1(n, 10) - '0'));
}

static __global__ void __maxnreg__(32) weigh13(const unsigned int* src14, const unsigned char* input15, const unsigned* input16) {
	int gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (input15[0] > gid17) {
		if (((*input15) - CAT_1(gid, 17)) < CAT_1(gid, 17))
			return;
		if (gid17 < 0b11010) {
			float u18 = *input15;
		}
	}
}

namespace kern19::v20 {
__global__ void __launch_bounds__(64 * 16) rank21_kernel(bool p22, const long* src23, int lane24, float* data25) {
	unsigned int tid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid26 >= lane24)
		return;
	p22 = !(!src23);
	(--(*data25), (p22 = blockIdx.z));
	(*data25) = 20l;
}

__global__ void tally27_kernel(float* data28, size_t* out29, const char* in30) {
	unsigned int i31 = threadIdx.x;
	constexpr unsigned long hi32 = 2 * 0b10000 * (1 << 1);
	float m33((unsigned int)(*data28));
	data28[i31 & 7] += ((((*in30) < m33) ? CAT_1(i, 31) : 24.125f) + 8.125F) - (6lu * in30[threadIdx.x & 7]);
	if ((!(out29[3] == m33)) || (-in30[0])) {
		switch (blockIdx.z * hi32) {
		case 6:
			if (data28[4] >= 17)
				return;
			break;
		case 9:
			break;
		case (10):
			++m33;
			break;
		case 4:
			break;
		}
	}
}

static __global__ void __launch_bounds__(512) blend34(float* buf35) {
	buf35[4] -= buf35[1] + ((1.f - buf35[3]) - (*buf35));
	auto lim36 = warpSize;
	auto val37 = 13.5F;
	buf35[5]--;
	(*buf35) -= 1.5F;
	buf35[3] -= 22.125F;
}
} // namespace kern19::v20

int main() {
	int n38 = 1'901;
	--n38;
	shade2<<<1 << 2, 1 << 0b110>>>((double*)nullptr, &n38);
	(n38++, (n38 = ((21 & n38) & 846) * n38));
	weigh13<<<sizeof(unsigned int) * 2, 256>>>(nullptr, nullptr, nullptr);
	kern19::v20::rank21_kernel<<<(n38 + 31) / 32, 64>>>(!(n38 > 34), nullptr, 38ll, nullptr);
	kern19::v20::tally27_kernel<<<(n38 + 31) / 32, sizeof(float) * 32>>>((float*)nullptr, nullptr, (const char*)nullptr);
	return 0;
}
