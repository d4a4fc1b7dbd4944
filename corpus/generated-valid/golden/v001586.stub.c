#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001586.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow11jPdi(unsigned, double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step25_kernelPiS_(int *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bump36_kernelPKjPi(const unsigned *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread41i(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6grow11jPdi(unsigned __par0, double *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned, double *, int))grow11)), 0U);}
# 20 "v001586.cu"
void grow11( unsigned __cuda_0,double *__cuda_1,int __cuda_2)
# 20 "v001586.cu"
{__device_stub__Z6grow11jPdi( __cuda_0,__cuda_1,__cuda_2);
# 31 "v001586.cu"
}
# 1 "v001586.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step25_kernelPiS_( int *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int *))step25_kernel)), 0U); }
# 35 "v001586.cu"
void step25_kernel( int *__cuda_0,int *__cuda_1)
# 35 "v001586.cu"
{__device_stub__Z13step25_kernelPiS_( __cuda_0,__cuda_1);
# 45 "v001586.cu"
}
# 1 "v001586.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bump36_kernelPKjPi( const unsigned *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, int *))bump36_kernel)), 0U); }
# 54 "v001586.cu"
void bump36_kernel( const unsigned *__cuda_0,int *__cuda_1)
# 54 "v001586.cu"
{__device_stub__Z13bump36_kernelPKjPi( __cuda_0,__cuda_1);
# 63 "v001586.cu"
}
# 1 "v001586.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8spread41i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))spread41)), 0U); }
# 65 "v001586.cu"
void spread41( int __cuda_0)
# 65 "v001586.cu"
{__device_stub__Z8spread41i( __cuda_0);




}
# 1 "v001586.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int))spread41), _Z8spread41i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, int *))bump36_kernel), _Z13bump36_kernelPKjPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int *))step25_kernel), _Z13step25_kernelPiS_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, double *, int))grow11), _Z6grow11jPdi, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_relax24,::m_relax24), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
