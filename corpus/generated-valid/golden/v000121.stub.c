#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000121.fatbin.c"
typedef img3::Vec9 _ZN4img34Vec9E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow41_kernelN4img34Vec9E( _ZN4img34Vec9E&);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count48_kerneliPKdPi(int, const double *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN4img313sweep4_kernelEf(float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13grow41_kernelN4img34Vec9E( _ZN4img34Vec9E&__par0){__cudaLaunchPrologue(1);__cudaSetupArg(__par0, 0UL);__cudaLaunch(((char *)((void ( *)( _ZN4img34Vec9E))grow41_kernel)), 0U);}
# 76 "v000121.cu"
void grow41_kernel(  _ZN4img34Vec9E __cuda_0)
# 77 "v000121.cu"
{__device_stub__Z13grow41_kernelN4img34Vec9E( __cuda_0);
# 85 "v000121.cu"
}
# 1 "v000121.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14count48_kerneliPKdPi( int __par0,  const double *__par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, const double *, int *))count48_kernel)), 0U); }
# 88 "v000121.cu"
void count48_kernel( int __cuda_0,const double *__cuda_1,int *__cuda_2)
# 89 "v000121.cu"
{__device_stub__Z14count48_kerneliPKdPi( __cuda_0,__cuda_1,__cuda_2);
# 99 "v000121.cu"
}
# 1 "v000121.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN4img313sweep4_kernelEf( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))img3::sweep4_kernel)), 0U); }
# 9 "v000121.cu"
void img3::sweep4_kernel( float __cuda_0)
# 10 "v000121.cu"
{__device_stub__ZN4img313sweep4_kernelEf( __cuda_0);
# 16 "v000121.cu"
}
# 1 "v000121.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float))img3::sweep4_kernel), _ZN4img313sweep4_kernelEf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, const double *, int *))count48_kernel), _Z14count48_kerneliPKdPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)( _ZN4img34Vec9E))grow41_kernel), _Z13grow41_kernelN4img34Vec9E, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_smooth47,::m_smooth47), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
