// cudagen 0.1 seed 1489 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,device_function,host_device_function,main,shared_var,host_global,constexpr_var,struct,aligned_struct,enum,namespace,if,if_init,for,switch,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b
enum Level2 { GREEN3, BLUE4, MUL5, HIGH6 };

struct alignas(16) Bounds7 {
	int flag8;
	char count9;
	signed char lo10;
	int lo11;
};

__global__ void split12_kernel(unsigned int *out13, int stride14) {
	int cnt15 = stride14;
	stride14--;
	stride14 -= stride14;
	float x16 = out13[3];
	stride14 -= ((*out13) += 0x3c, x16) - (*out13);
	if (((CAT_1(x, 16) >= CAT_1(cnt, 15)) ? x16 : x16) == cnt15) {
		return;
	}
}

__device__ int pack17(float a18, const Bounds7 &b19, Bounds7 b20) {
	b20.count9++;
	Bounds7 t21{43UL, '#', static_cast<signed char>(888 & b20.lo11), 4};
	return ((b19.lo11 & b20.flag8) + 9) / t21.lo11;
}

namespace gpu22 {
int g_reduce23 = (MUL5 + (BLUE4 + 17)) * 2;
} // namespace gpu22
static short g_bump24;

inline __host__ __device__ double tile25(int n26) {
	if (unsigned off27 = (n26 += n26, (n26)); (off27 ^ CAT_1(off, 27)) > (BLUE4 % off27)) {
		float e28 = ((1.75F * n26) - off27) + ((n26 + off27) | CAT_1(off, 27));
		off27 ^= CAT_1(n, 26);
	}
	return 18.5f;
}

template <typename T, int N>
__global__ void probe29_kernel(const T *src30) {
	for (int j31 = 0; j31 < 8; j31++) {
		switch (j31 - N) {
		case BLUE4:
			break;
		case (MUL5 + 1):
			break;
		case BLUE4 + (MUL5 + 4):
			break;
		case 10: {
			float hi32 = pack17(pack17(j31 / src30[j31 & 7], Bounds7{}, Bounds7{}), Bounds7{32, 'z', static_cast<signed char>(HIGH6), -61}, Bounds7{N, 13u, static_cast<signed char>(pack17(N, Bounds7{-0x1E, static_cast<char>(127), 52, 15}, Bounds7{N, 0x37u, static_cast<signed char>(56), static_cast<int>(N)})), 37});
			break;
		}
		}
	}
	__shared__ int sh_33[64];
	pack17((src30[3] - 2.5F) + 6.375F, Bounds7{0x31, 23u, 127, 0x0ul}, Bounds7{27, static_cast<char>((sh_33[35] & 0b1) ? src30[0x4] : 'z'), 'a', 5});
	sh_33[0b101] = pack17(HIGH6, Bounds7{32ull, 0x4, 127, 10}, Bounds7{25u, static_cast<char>(3), static_cast<signed char>(2), 4493}) ? (*src30) : tile25(sh_33[36] % sh_33[53]);
}

__global__ void smooth34(unsigned long p35, int count36) {
	++p35;
	if (p35 <= (p35 + p35)) {
		return;
	}
}

__host__ __device__ int apply37(int count38) {
	switch ((count38 += 3, 46)) {
	case MUL5 + 6: {
		Bounds7 w39 = Bounds7{3lu, 127, 20, 0x10};
		tile25(GREEN3);
		break;
	}
	case 5:
		if (12 >= CAT_1(count, 38)) {
			break;
		}
		break;
	case 6:
		break;
	case 0x1:
		break;
	default:
		break;
	}
	return tile25((sizeof(long long) - count38));
}

int main() {
	int n40 = 2515;
	gpu22::g_reduce23 ^= 2292u;
	(++g_bump24, (g_bump24 %= ((HIGH6) % (g_bump24 + 57ul)) * 1886UL));
	long long s41 = gpu22::g_reduce23;
	short *acc42 = nullptr;
	s41 = BLUE4;
	if (gpu22::g_reduce23 >= acc42[n40]) {
		return 37U / (g_bump24 - CAT_1(s, 41));
	}
	split12_kernel<<<dim3(2 * (MUL5 + MUL5), (n40 + 31) / 32, 0x20 * 2), dim3(sizeof(float) * (MUL5 + (BLUE4 + (BLUE4 + 28))), (4)), 0>>>((unsigned*)nullptr, 64 % ((gpu22::g_reduce23 > 'A') ? g_bump24 : 21));
	probe29_kernel<float, ((MUL5))><<<dim3(1, (gpu22::g_reduce23 + 31) / 32, 2 * 2), dim3((n40 + 255) / 256, HIGH6 + 0x5), sizeof(double) * 256>>>(nullptr);
	smooth34<<<dim3((BLUE4 + (BLUE4 + 126)), 1), sizeof(unsigned int) * 0x20>>>(tile25(16 + (*acc42)), CAT_1(s, 41) & (MUL5 + acc42[s41 & 7]));
	return 0;
}
