#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000934.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z11mix6_kernelPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7march10PlPKhPi(long *, const unsigned char *__restrict__, int *__restrict__);
static void __device_stub__Z14trace21_kernelPli(long *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fold28iPKi(int, const int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z11mix6_kernelPi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))mix6_kernel)), 0U);}
# 14 "v000934.cu"
void mix6_kernel( int *__cuda_0)
# 14 "v000934.cu"
{__device_stub__Z11mix6_kernelPi( __cuda_0);




}
# 1 "v000934.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7march10PlPKhPi( long *__par0,  const unsigned char *__restrict__ __par1,  int *__restrict__ __par2) {  const unsigned char *__T0;
 int *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __cudaLaunch(((char *)((void ( *)(long *, const unsigned char *__restrict__, int *__restrict__))march10)), 0U); }
# 20 "v000934.cu"
void march10( long *__cuda_0,const unsigned char *__restrict__ __cuda_1,int *__restrict__ __cuda_2)
# 20 "v000934.cu"
{__device_stub__Z7march10PlPKhPi( __cuda_0,__cuda_1,__cuda_2);
# 32 "v000934.cu"
}
# 1 "v000934.cudafe1.stub.c"
static void __device_stub__Z14trace21_kernelPli( long *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long *, int))trace21_kernel)), 0U); }
# 46 "v000934.cu"
static void trace21_kernel( long *__cuda_0,int __cuda_1)
# 46 "v000934.cu"
{__device_stub__Z14trace21_kernelPli( __cuda_0,__cuda_1);
# 52 "v000934.cu"
}
# 1 "v000934.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6fold28iPKi( int __par0,  const int *__restrict__ __par1) {  const int *__T2;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaLaunch(((char *)((void ( *)(int, const int *__restrict__))fold28)), 0U); }
# 57 "v000934.cu"
void fold28( int __cuda_0,const int *__restrict__ __cuda_1)
# 57 "v000934.cu"
{__device_stub__Z6fold28iPKi( __cuda_0,__cuda_1);
# 71 "v000934.cu"
}
# 1 "v000934.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int, const int *__restrict__))fold28), _Z6fold28iPKi, 32); __cudaRegisterEntry(__T6, ((void ( *)(long *, int))trace21_kernel), _Z14trace21_kernelPli, 1024); __cudaRegisterEntry(__T6, ((void ( *)(long *, const unsigned char *__restrict__, int *__restrict__))march10), _Z7march10PlPKhPi, 1024); __cudaRegisterEntry(__T6, ((void ( *)(int *))mix6_kernel), _Z11mix6_kernelPi, (-1)); __cudaRegisterVariable(__T6, __shadow_var(c_spread24,::c_spread24), 0, 8UL, 1, 0); __cudaRegisterVariable(__T6, __shadow_var(c_sweep25,::c_sweep25), 0, 4UL, 1, 0); __cudaRegisterVariable(__T6, __shadow_var(c_count26,::c_count26), 0, 16UL, 1, 0); __cudaRegisterVariable(__T6, __shadow_var(c_fold27,::c_fold27), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
