#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001559.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12tile8_kernelPaPcdPKh(signed char *, char *, double, const unsigned char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13norm21_kernelcii(char, int, int);
static void __device_stub__Z7score29js7Color16(unsigned, short, enum Color16);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14score36_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9combine39Pfj(float *__restrict__, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14blend44_kernelPKf(const float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12tile8_kernelPaPcdPKh(signed char *__par0, char *__par1, double __par2, const unsigned char *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(signed char *, char *, double, const unsigned char *))tile8_kernel)), 0U);}
# 12 "v001559.cu"
void tile8_kernel( signed char *__cuda_0,char *__cuda_1,double __cuda_2,const unsigned char *__cuda_3)
# 12 "v001559.cu"
{__device_stub__Z12tile8_kernelPaPcdPKh( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 23 "v001559.cu"
}
# 1 "v001559.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13norm21_kernelcii( char __par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(char, int, int))norm21_kernel)), 0U); }
# 25 "v001559.cu"
void norm21_kernel( char __cuda_0,int __cuda_1,int __cuda_2)
# 25 "v001559.cu"
{__device_stub__Z13norm21_kernelcii( __cuda_0,__cuda_1,__cuda_2);
# 47 "v001559.cu"
}
# 1 "v001559.cudafe1.stub.c"
static void __device_stub__Z7score29js7Color16( unsigned __par0,  short __par1,  enum Color16 __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, short, enum Color16))score29)), 0U); }
# 48 "v001559.cu"
static void score29( unsigned __cuda_0,short __cuda_1,enum ::Color16 __cuda_2)
# 48 "v001559.cu"
{__device_stub__Z7score29js7Color16( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v001559.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14score36_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))score36_kernel)), 0U); }
# 53 "v001559.cu"
void score36_kernel( int __cuda_0)
# 53 "v001559.cu"
{__device_stub__Z14score36_kerneli( __cuda_0);



}
# 1 "v001559.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9combine39Pfj( float *__restrict__ __par0,  unsigned __par1) {  float *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, unsigned))combine39)), 0U); }
# 58 "v001559.cu"
void combine39( float *__restrict__ __cuda_0,unsigned __cuda_1)
# 58 "v001559.cu"
{__device_stub__Z9combine39Pfj( __cuda_0,__cuda_1);
# 65 "v001559.cu"
}
# 1 "v001559.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14blend44_kernelPKf( const float *__restrict__ __par0) {  const float *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__))blend44_kernel)), 0U); }
# 67 "v001559.cu"
void blend44_kernel( const float *__restrict__ __cuda_0)
# 67 "v001559.cu"
{__device_stub__Z14blend44_kernelPKf( __cuda_0);
# 76 "v001559.cu"
}
# 1 "v001559.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const float *__restrict__))blend44_kernel), _Z14blend44_kernelPKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *__restrict__, unsigned))combine39), _Z9combine39Pfj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))score36_kernel), _Z14score36_kerneli, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, short, enum Color16))score29), _Z7score29js7Color16, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(char, int, int))norm21_kernel), _Z13norm21_kernelcii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(signed char *, char *, double, const unsigned char *))tile8_kernel), _Z12tile8_kernelPaPcdPKh, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_pivot6,::m_pivot6), 0, 4UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(c_stencil7,::c_stencil7), 0, 4UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(d_smooth35,::d_smooth35), 0, 4UL, 0, 0); __cudaRegisterManagedVariable(__T3, __shadow_var(m_weigh43,::m_weigh43), 0, 1UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
