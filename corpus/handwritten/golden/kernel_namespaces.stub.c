#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "kernel_namespaces.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN3img3ops6invertEPhi(unsigned char *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN3img9thresholdEPhih(unsigned char *, int, unsigned char);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN53_GLOBAL__N__d5bc73b1_20_kernel_namespaces_cu_5e8862fd5clearEPhi(unsigned char *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN3img3ops6invertEPhi(unsigned char *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned char *, int))img::ops::invert)), 0U);}
# 6 "kernel_namespaces.cu"
void img::ops::invert( unsigned char *__cuda_0,int __cuda_1)
# 7 "kernel_namespaces.cu"
{__device_stub__ZN3img3ops6invertEPhi( __cuda_0,__cuda_1);


}
# 1 "kernel_namespaces.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN3img9thresholdEPhih( unsigned char *__par0,  int __par1,  unsigned char __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(unsigned char *, int, unsigned char))img::threshold)), 0U); }
# 13 "kernel_namespaces.cu"
void img::threshold( unsigned char *__cuda_0,int __cuda_1,unsigned char __cuda_2)
# 14 "kernel_namespaces.cu"
{__device_stub__ZN3img9thresholdEPhih( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "kernel_namespaces.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN53_GLOBAL__N__d5bc73b1_20_kernel_namespaces_cu_5e8862fd5clearEPhi( unsigned char *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned char *, int))_NV_ANON_NAMESPACE::clear)), 0U); }
# 22 "kernel_namespaces.cu"
void _NV_ANON_NAMESPACE::clear( unsigned char *__cuda_0,int __cuda_1)
# 23 "kernel_namespaces.cu"
{__device_stub__ZN53_GLOBAL__N__d5bc73b1_20_kernel_namespaces_cu_5e8862fd5clearEPhi( __cuda_0,__cuda_1);


}
# 1 "kernel_namespaces.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned char *, int))_NV_ANON_NAMESPACE::clear), _ZN53_GLOBAL__N__d5bc73b1_20_kernel_namespaces_cu_5e8862fd5clearEPhi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned char *, int))img::ops::invert), _ZN3img3ops6invertEPhi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned char *, int, unsigned char))img::threshold), _ZN3img9thresholdEPhih, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
