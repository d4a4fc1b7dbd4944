#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001461.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp14PKjPd(const unsigned *, double *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern2616combine32_kernelEPKli(const long *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6warp14PKjPd(const unsigned *__par0, double *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, double *))warp14)), 0U);}
# 29 "v001461.cu"
void warp14( const unsigned *__cuda_0,double *__cuda_1)
# 30 "v001461.cu"
{__device_stub__Z6warp14PKjPd( __cuda_0,__cuda_1);
# 41 "v001461.cu"
}
# 1 "v001461.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern2616combine32_kernelEPKli( const long *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const long *, int))kern26::combine32_kernel)), 0U); }
# 65 "v001461.cu"
void kern26::combine32_kernel( const long *__cuda_0,int __cuda_1)
# 66 "v001461.cu"
{__device_stub__ZN6kern2616combine32_kernelEPKli( __cuda_0,__cuda_1);
# 77 "v001461.cu"
}
# 1 "v001461.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T17) {  __nv_dummy_param_ref(__T17); __nv_save_fatbinhandle_for_managed_rt(__T17); __cudaRegisterEntry(__T17, ((void ( *)(const long *, int))kern26::combine32_kernel), _ZN6kern2616combine32_kernelEPKli, (-1)); __cudaRegisterEntry(__T17, ((void ( *)(const unsigned *, double *))warp14), _Z6warp14PKjPd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
