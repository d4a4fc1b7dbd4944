#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002250.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep28_kerneli6Body24PiS0_(int, const struct Body24&, int *, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN4img82v97split10EPKc(const char *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN4img82v913bias14_kernelEPi(int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep28_kerneli6Body24PiS0_(int __par0, const struct Body24&__par1, int *__par2, int *__restrict__ __par3){ int *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaSetupArgSimple(__par2, 32UL);__T0 = __par3;__cudaSetupArgSimple(__T0, 40UL);__cudaLaunch(((char *)((void ( *)(int, const struct Body24, int *, int *__restrict__))sweep28_kernel)), 0U);}
# 52 "v002250.cu"
void sweep28_kernel( int __cuda_0,const struct ::Body24 __cuda_1,int *__cuda_2,int *__restrict__ __cuda_3)
# 53 "v002250.cu"
{__device_stub__Z14sweep28_kerneli6Body24PiS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 61 "v002250.cu"
}
# 1 "v002250.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN4img82v97split10EPKc( const char *__restrict__ __par0) {  const char *__T4;
__cudaLaunchPrologue(1); __T4 = __par0; __cudaSetupArgSimple(__T4, 0UL); __cudaLaunch(((char *)((void ( *)(const char *__restrict__))img8::v9::split10)), 0U); }
# 18 "v002250.cu"
void img8::v9::split10( const char *__restrict__ __cuda_0)
# 19 "v002250.cu"
{__device_stub__ZN4img82v97split10EPKc( __cuda_0);


}
# 1 "v002250.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN4img82v913bias14_kernelEPi( int *__restrict__ __par0) {  int *__T5;
__cudaLaunchPrologue(1); __T5 = __par0; __cudaSetupArgSimple(__T5, 0UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__))img8::v9::bias14_kernel)), 0U); }
# 24 "v002250.cu"
void img8::v9::bias14_kernel( int *__restrict__ __cuda_0)
# 25 "v002250.cu"
{__device_stub__ZN4img82v913bias14_kernelEPi( __cuda_0);
# 33 "v002250.cu"
}
# 1 "v002250.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__))img8::v9::bias14_kernel), _ZN4img82v913bias14_kernelEPi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const char *__restrict__))img8::v9::split10), _ZN4img82v97split10EPKc, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, const struct Body24, int *, int *__restrict__))sweep28_kernel), _Z14sweep28_kerneli6Body24PiS0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
