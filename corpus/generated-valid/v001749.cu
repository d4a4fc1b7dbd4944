// cudagen 0.1 seed 1749 valid
// features: kernel,kernel_static,launch,launch_shared_mem,host_device_function,device_template_function,host_function,static_host_function,main,shared_var,local_array,auto_var,struct,struct_template,if,if_else,while,ternary,shift,comparison,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

template <class T>
__device__ __host__ T bias3(const T *src4) {
	double lo5 = (16.75F * src4[0x4]) + (src4[2] - 14.75F);
	if (((lo5 >= lo5) ? ((*src4) - 58l) : src4[5]) >= ((*src4) + (*src4))) {
		int pass6 = 0;
		while (pass6 < pass6) {
			if (pass6 < lo5) {
				int r7 = src4[4];
			} else {
				lo5 = (lo5);
			}
			++pass6;
		}
	}
	return lo5 * (9 - (*src4));
}

__host__ __device__ int march8(int *buf9, int lane10) {
	float flag11 = lane10;
	if ((lane10) != (buf9[lane10] * 16)) {
		if (buf9 != nullptr) {
			if ((flag11 * flag11) == static_cast<long long>(46)) {
				flag11 = 6.0F;
				long x12 = 28lu * buf9[0];
			}
			lane10 = buf9[lane10];
		}
	} else {
	}
	return -((lane10 == 62lu) ? (5 - flag11) : (*buf9));
}
// Layout: row-major, no padding.

template <typename T>
struct Sample13 {
	T y14, flag15;
	int sum16;
	__host__ __device__ void scale17(T q18) {
		auto lim19 = -y14;
	}
};

static __global__ void scatter20_kernel(long *out21, int *out22, int *data23) {
	Sample13<double> res24 = Sample13<double>{5.0, -0.75, 0x18L};
	__shared__ Sample13<double> sh_25[32];
	short int cnt26[5]{static_cast<short>(data23[2]), static_cast<short>(sh_25[18].flag15), static_cast<short>(data23[3]), static_cast<short>(53), 4033};
}

static int filter27(const int *coef28) {
	if ((coef28[7] % 4680) < (*coef28)) {
		if (((*coef28) / coef28[5]) != coef28[0x4]) {
			return (*coef28) + (*coef28);
		}
		Sample13<double> stride29 = Sample13<double>{23l, 6.625, 0b100111U};
		stride29 = stride29;
	}
	return *coef28;
}

int main() {
	int count30 = 3982;
	count30 = '#';
	Sample13<double> q31 = Sample13<double>{44, 2.0, 49};
	count30 = (count30 ? (q31.sum16 + u8'0') : (q31.sum16 >> count30)) + (count30 - 17u);
	scatter20_kernel<<<2, 0400, 0x0>>>((long*)nullptr, nullptr, static_cast<int*>(nullptr));
	scatter20_kernel<<<(count30 + 127) / 0x80, (64), sizeof(float) * 128>>>(nullptr, nullptr, nullptr);
	return 0;
}
