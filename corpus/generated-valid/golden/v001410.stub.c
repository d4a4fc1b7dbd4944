#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001410.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth10PKjii(const unsigned *__restrict__, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8reduce16iii(int, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14weigh30_kernelPKi(const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth10PKjii(const unsigned *__restrict__ __par0, int __par1, int __par2){ const unsigned *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, int, int))smooth10)), 0U);}
# 17 "v001410.cu"
void smooth10( const unsigned *__restrict__ __cuda_0,int __cuda_1,int __cuda_2)
# 17 "v001410.cu"
{__device_stub__Z8smooth10PKjii( __cuda_0,__cuda_1,__cuda_2);
# 35 "v001410.cu"
}
# 1 "v001410.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8reduce16iii( int __par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, int))reduce16)), 0U); }
# 38 "v001410.cu"
void reduce16( int __cuda_0,int __cuda_1,int __cuda_2)
# 38 "v001410.cu"
{__device_stub__Z8reduce16iii( __cuda_0,__cuda_1,__cuda_2);
# 47 "v001410.cu"
}
# 1 "v001410.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14weigh30_kernelPKi( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))weigh30_kernel)), 0U); }
# 62 "v001410.cu"
void weigh30_kernel( const int *__cuda_0)
# 62 "v001410.cu"
{__device_stub__Z14weigh30_kernelPKi( __cuda_0);
# 70 "v001410.cu"
}
# 1 "v001410.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(const int *))weigh30_kernel), _Z14weigh30_kernelPKi, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(int, int, int))reduce16), _Z8reduce16iii, 128); __cudaRegisterEntry(__T2, ((void ( *)(const unsigned *__restrict__, int, int))smooth10), _Z8smooth10PKjii, 1024); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
