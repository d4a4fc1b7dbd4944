// cudagen 0.1 seed 247 invalid:return_type_overload
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,launch,launch_shared_mem,launch_stream,host_function,constexpr_function,main,constant_array,constexpr_var,local_array,if,for,do_while,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
__constant__ unsigned long long c_norm4[2] = {19, 56};

__global__ void __maxnreg__(32) bump5_kernel(int stride6) {
	if (stride6 != (15 / stride6)) {
		double q7 = 24.375;
	}
	stride6++;
	bool diff8 = static_cast<unsigned char>(19) >> stride6;
	if (diff8 && (c_norm4[stride6] != stride6)) {
		goto skip9;
	}
	++stride6;
	++stride6;
	diff8 = !diff8;
skip9:;
}
constexpr unsigned int WIDTH10 = sizeof(unsigned int) * 4;

constexpr int update11(int count12) {
	double stride13 = (WIDTH10 * count12);
	count12 = WIDTH10 * count12;
	return count12 + (count12 & count12);
}

template <typename T, int N>
__global__ void __maxnreg__(32) norm14_kernel(const T *input15, int n16) {
	if (!(input15[7] != 5lu)) {
		return;
	}
	n16 += c_norm4[n16];
}

__global__ void __launch_bounds__((WIDTH10 + 48)) relax17(float a18, short *buf19, char alpha20) {
	alpha20 <<= *buf19;
	unsigned long x21 = ((alpha20 > alpha20) ? (c_norm4[alpha20 & 1] % buf19[alpha20]) : alpha20) * alpha20;
}

__global__ void __launch_bounds__((512), 1) apply22_kernel(float b23, float *data24) {
	int iter25 = 0;
	do {
		for (int j26 = iter25; j26 > 0; --j26) {
			for (int n27 = 0; n27 < iter25; ++n27) {
				unsigned char k28[3]{static_cast<unsigned char>(0xfflu), 0b110110, static_cast<unsigned char>(255)};
				b23 /= b23;
			}
		}
		++iter25;
	} while ((iter25 < iter25) && (iter25 <= 42));
}

__global__ void grow29_kernel(const double *src30, unsigned int beta31, bool cfg32, unsigned long long *buf33) {
	if ((+(c_norm4[beta31 & 1] << 13L)) <= beta31) {
		beta31 %= (WIDTH10 % (c_norm4[beta31 & 0b1] + WIDTH10)) & (0x4EA % ((*buf33) & beta31));
		for (int it34 = 0xF; it34 > 0b0; --it34) {
			beta31++;
			unsigned prod35[0x6]{0xC, beta31, WIDTH10, static_cast<unsigned>(buf33[beta31]), 6, 0x1b};
			cfg32 = 0;
		}
	}
	size_t *val36 = nullptr;
}

constexpr int mix37(int len38, float p39) {
	return (int)len38;
}
int conv_42(int a);
float conv_42(int a);

int main() {
	int count40 = 2391;
	count40 %= -22;
	size_t cnt41[7]{static_cast<unsigned long>(18ULL), 3673U, 12, 0x0, 55L, 5, static_cast<size_t>(0b111001)};
	update11(cnt41[count40] | 0x12F4U);
	relax17<<<(0b1000000), (WIDTH10 + (WIDTH10 + (WIDTH10 + (WIDTH10 + 64)))) * 2>>>((int)mix37(cnt41[count40], count40), nullptr, 8 / (cnt41[count40] >> count40));
	bump5_kernel<<<0x10 * 0x2, 0b1 << 7, 0, nullptr>>>(count40);
	norm14_kernel<float, 7><<<(0b10000), 0b1 << 8>>>(nullptr, 41);
	apply22_kernel<<<(count40 + 31) / 32, 128>>>(mix37(cnt41[count40], 36 ^ cnt41[6]), nullptr);
	return 0;
}
