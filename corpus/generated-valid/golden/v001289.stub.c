#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001289.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15combine6_kernelPiiPt(int *, int, unsigned short *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16combine20_kernelPmPh(unsigned long *, unsigned char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15combine6_kernelPiiPt(int *__par0, int __par1, unsigned short *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, int, unsigned short *))combine6_kernel)), 0U);}
# 22 "v001289.cu"
void combine6_kernel( int *__cuda_0,int __cuda_1,unsigned short *__cuda_2)
# 22 "v001289.cu"
{__device_stub__Z15combine6_kernelPiiPt( __cuda_0,__cuda_1,__cuda_2);
# 34 "v001289.cu"
}
# 1 "v001289.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16combine20_kernelPmPh( unsigned long *__par0,  unsigned char *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned long *, unsigned char *))combine20_kernel)), 0U); }
# 48 "v001289.cu"
void combine20_kernel( unsigned long *__cuda_0,unsigned char *__cuda_1)
# 48 "v001289.cu"
{__device_stub__Z16combine20_kernelPmPh( __cuda_0,__cuda_1);
# 56 "v001289.cu"
}
# 1 "v001289.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned long *, unsigned char *))combine20_kernel), _Z16combine20_kernelPmPh, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int, unsigned short *))combine6_kernel), _Z15combine6_kernelPiiPt, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_sift30,::d_sift30), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
